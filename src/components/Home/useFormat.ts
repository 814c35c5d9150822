// The home page's formatting lives in src/lib (one module for the whole site).
// This re-export only keeps faqItems.ts (owned by the FAQ work) compiling until it imports src/lib directly.
export {useFormat, type Format} from '@site/src/lib/useFormat';
