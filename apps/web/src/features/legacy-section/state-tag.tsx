import type { Tone } from './legacy-labels';
import styles from './legacy-section.module.css';

/** A state in its colour (a ticket's, a notice's). */
export const StateTag = ({ state }: { state: { label: string; tone: Tone } }) => <span className={`${styles.tag} ${styles[state.tone]}`}>{state.label}</span>;
