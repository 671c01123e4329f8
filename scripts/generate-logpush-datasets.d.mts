// Types of scripts/generate-logpush-datasets.mjs, for the test that imports it (src/data/logpush-dataset-fields.test.ts).
export declare const DATASETS_DIR: string;
export declare const LIMITATIONS_PARTIAL: string;
export declare const OUTPUT: string;
/** The generated module's body (everything below the header), from the pages under `docs`. */
export declare function generateBody(docs: string, checked: string): string;
