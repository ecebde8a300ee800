export declare const SHARED_MODULES: readonly string[];
export declare const SHARED_PACKAGES: readonly string[];
export declare function packageOf(specifier: string): string;
