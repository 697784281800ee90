/** The Chinese texts (the default language: in the code every page loads first). */
import { bundleOf, type Messages } from '../bundleOf';

const zhCn: Messages = bundleOf(import.meta.glob<Messages>('../locales/zh-cn/*.json', { eager: true, import: 'default' }));
export default zhCn;
