import { MarkdownPage } from './markdown-page';

export const AgreementPage = () => <MarkdownPage name="agreement" />;
export const PrivacyPolicyPage = () => <MarkdownPage name="privacy-policy" />;
export const AboutUsPage = () => <MarkdownPage name="about-us" />;
