export declare const PATH_ALIASES: Readonly<Record<string, string>>;
export declare const viteAliases: { find: RegExp; replacement: string }[];
export declare const isAliased: (path: string) => boolean;
