/** The English texts: a chunk of their own, loaded when English is shown (resources.ts). */
import { bundleOf, type Messages } from '../bundleOf';

const en: Messages = bundleOf(import.meta.glob<Messages>('../locales/en/*.json', { eager: true, import: 'default' }));
export default en;
