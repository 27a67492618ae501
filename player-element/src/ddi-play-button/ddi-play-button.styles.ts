import { controlStyles } from '../styles/controls.styles.js';

export const styles = [controlStyles];
