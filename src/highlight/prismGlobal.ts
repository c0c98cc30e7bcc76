// Prism's language components register themselves on a global `Prism`, so the renderer's instance is lent to them.
import { Prism } from 'prism-react-renderer';

(globalThis as { Prism?: typeof Prism }).Prism = Prism;
