export declare const aliases: Array<{ find: string | RegExp; replacement: string }>;
