// Types of scripts/generated-table.mjs, for the tests of the generated tables.
export declare function commitReader(docs: string): (path: string) => string;
export declare const q: (value: unknown) => string;
export declare function contentHash(body: string): string;
/** Split a generated file into the hash its header records and its body. */
export declare function splitGenerated(text: string): { recorded: string | undefined; body: string };
export declare function runGenerator(moduleUrl: string, generator: { output: string; generateBody: (docs: string, checked: string) => string; by: { script: string; npmScript: string; test: string } }): void;
