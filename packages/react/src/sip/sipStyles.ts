import { segmentedCss } from "../ui/segmentedStyles.js";

/**
 * The SIP terms form's look, scoped under `root` (the order pad's SIP panel, the SIP list's modify dialog), from the
 * theme's tokens like the tables (tableStyles.ts). Labels keep the text colour (bold, small): the muted tone misses AA
 * contrast on the pad's dark surface.
 */
export const sipFieldsCss = (root: string): string => `
${root} .tk-sip-fields{display:flex;flex-direction:column;gap:8px}
${root} .tk-sip-choice{border:0;margin:0;padding:0;display:flex;flex-direction:column;gap:2px}
${root} .tk-sip-choice legend{font-size:12px;font-weight:600;padding:0;margin-bottom:2px}
${segmentedCss(root)}
${root} .tk-segmented{width:max-content}
${root} .tk-sip-field{display:flex;flex-direction:column;gap:2px;flex:1}
${root} .tk-sip-field span{font-size:12px;font-weight:600}
${root} .tk-sip-field input{font:inherit;color:inherit;background:var(--tk-color-bg,transparent);border:1px solid var(--tk-border,var(--tk-color-border,#d9dee4));border-radius:4px;padding:6px;width:100%;font-variant-numeric:tabular-nums;color-scheme:inherit}
${root} .tk-sip-field input[aria-invalid=true]{border-color:var(--tk-sell-text,#a40e26)}
${root} .tk-sip-dates{display:flex;gap:8px}
${root} .tk-sip-schedule{display:flex;flex-direction:column;gap:2px;margin:0;font-size:12px}
${root} .tk-sip-schedule output{font-weight:600;font-variant-numeric:tabular-nums}
${root} .tk-sip-problem{color:var(--tk-sell-text,#a40e26);margin:0}
`;
