import Link from 'next/link';
import styles from './shell.module.css';

const FOOTER_LINKS = [
  { href: '/about', label: 'About' },
  { href: '/roundup/ask', label: 'Ask the community' },
  { href: '/contest', label: 'Invite contest' },
  { href: '/newsletter', label: 'Newsletter' },
  { href: '/careers', label: 'Careers' },
  { href: '/privacy-policy', label: 'Privacy policy' },
  { href: '/terms', label: 'Terms of service' },
] as const;

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <div>
          <p className={styles.footerBrand}>Happenings</p>
          <p className={styles.footerTagline}>
            The best things to do in Boston and Washington DC, every day.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className={styles.footerLinks}>
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.copyright}>© {new Date().getFullYear()} Happenings</p>
      </div>
    </footer>
  );
}
