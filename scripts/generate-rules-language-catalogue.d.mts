// Types of scripts/generate-rules-language-catalogue.mjs, for the test that imports it (src/data/rules-language-catalogue.test.ts).
export declare const FIELDS_FILE: string;
export declare const FUNCTIONS_PAGE: string;
export declare const OUTPUT: string;
/** The generated module's body (everything below the header), from the pages under `docs`. */
export declare function generateBody(docs: string, checked: string): string;
