// Types of scripts/generated-table.mjs, for the tests of the generated tables.
export declare function commitReader(docs: string): (path: string) => string;
export declare const q: (value: unknown) => string;
export declare function contentHash(body: string): string;
export declare function generatedHeader(body: string, by: { script: string; npmScript: string; test: string }): string;
/** Split a generated file into the hash its header records and its body. */
export declare function splitGenerated(text: string): { recorded: string | undefined; body: string };
export declare function runGenerator(moduleUrl: string, generator: { name: string; output: string; generateBody: (docs: string, checked: string) => string; header: (body: string) => string }): void;
