export declare const aliases: Array<{ find: string; replacement: string }>;
