import { MarkdownPage } from './markdown-page';

export const AgreementPage = () => <MarkdownPage name="agreement" />;
export const PrivacyPolicyPage = () => <MarkdownPage name="privacy-policy" />;
export const AboutUsPage = () => <MarkdownPage name="about-us" />;
export const BuyRulePage = () => <MarkdownPage name="buy-rule" />;
export const PassengerNoticePage = () => <MarkdownPage name="passenger-notice" />;
export const RefundNoticePage = () => <MarkdownPage name="refund-notice" />;
export const CouponRulesPage = () => <MarkdownPage name="coupon-rules" />;
export const CustomRulePage = () => <MarkdownPage name="custom-rule" />;
export const PreparationLineIntroPage = () => <MarkdownPage name="preparation-line-intro" />;
