/**
 * The product's logo, drawn in the page (the same drawing as `/pc/logo.svg`, which pages outside the app use) so
 * that its name takes the colour of the text around it: dark on a light page, light in the dark theme (decision
 * 0098), and dark again on paper. Decorative unless given a `label`.
 */
export function BrandLogo({ className, label }: { readonly className: string; readonly label?: string }) {
  return (
    <svg className={className} viewBox="0 0 96 32" width="96" height="32" {...(label === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}>
      <rect x="0" y="2" width="28" height="28" rx="7" fill="#5867FE" />
      <path d="M8 9h5.5a7 7 0 0 1 0 14H8z" fill="none" stroke="#fff" strokeWidth="3" strokeLinejoin="round" />
      <text x="34" y="23.5" fontFamily="system-ui, -apple-system, 'Segoe UI', sans-serif" fontSize="19" fontWeight="700" letterSpacing="1" fill="currentColor">
        DDI
      </text>
    </svg>
  );
}
