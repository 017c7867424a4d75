/**
 * The portal's logo colour: the product's own blue, which no Fluent token matches (Fluent's brand
 * ramp is #0f6cbd and its neighbours) and which is not a colour of the UI, so it is not a theme
 * token either. The glyph on it is `tokens.colorNeutralForegroundOnBrand`.
 */
export const BRAND_PALETTE = { logo: '#2b88d8' } as const;
