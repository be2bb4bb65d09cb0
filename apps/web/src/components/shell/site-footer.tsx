import { SECTION_INFO, SECTIONS } from '@bazaar/shared/section';
import type { TSiteSetting } from '@bazaar/shared/site-setting';
import {
  IconBrandAppstore,
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandX,
  IconBrandYoutube,
  IconMail,
  IconMapPin,
  IconPhone,
} from '@tabler/icons-react';
import { IntentLink } from '@/components/intent-link';
import { Logo } from './logo';

const FOOTER_LINKS = [
  { label: 'About', href: '/about' },
  { label: 'Privacy Policy', href: '/page/shop/privacy-policies' },
  { label: 'Terms & Conditions', href: '/page/shop/terms-and-conditions' },
  { label: 'Write To Us', href: '/contact' },
  { label: 'Blog', href: '/blog' },
  { label: 'FAQ', href: '/faq' },
];

/**
 * docs/product-rules.md "Routes and shell" footer: About, policies, Write To Us, social links and the
 * app-store link. A server component (decision 054): plain HTML drawn by `.bz-footer*` in globals.css,
 * so a page hydrates none of it but its links (`IntentLink`, which prefetch on intent) and the logo.
 * The app layer renders it with the site setting it read and hands it to the client frame as a slot.
 */
export function SiteFooter({ siteSetting }: { siteSetting: TSiteSetting }) {
  const socials = [
    { label: 'Facebook', href: siteSetting.facebookLink, icon: IconBrandFacebook },
    { label: 'Instagram', href: siteSetting.instagramLink, icon: IconBrandInstagram },
    { label: 'Twitter', href: siteSetting.twitterLink, icon: IconBrandX },
    { label: 'YouTube', href: siteSetting.youtubeLink, icon: IconBrandYoutube },
  ].filter((s) => s.href);

  return (
    <footer className="bz-footer">
      <div className="bz-footer-inner">
        <div className="bz-footer-grid">
          <div className="bz-footer-column" data-gap="sm">
            <Logo siteName={siteSetting.siteName} logo={siteSetting.logo} size="sm" />
            <p className="bz-footer-text bz-footer-dimmed">
              Shop from local vendors, get tasks done, find work and rent a place — all in one marketplace.
            </p>
          </div>
          <div className="bz-footer-column">
            <h2 className="bz-footer-title">Explore</h2>
            {SECTIONS.map((name) => (
              <IntentLink
                key={name}
                href={SECTION_INFO[name].path}
                className="bz-footer-link mantine-focus-auto"
              >
                {SECTION_INFO[name].label}
              </IntentLink>
            ))}
          </div>
          <div className="bz-footer-column">
            <h2 className="bz-footer-title">Company</h2>
            {FOOTER_LINKS.map((l) => (
              <IntentLink key={l.href} href={l.href} className="bz-footer-link mantine-focus-auto">
                {l.label}
              </IntentLink>
            ))}
          </div>
          <div className="bz-footer-column">
            <h2 className="bz-footer-title">Get in touch</h2>
            {siteSetting.contactNumber ? (
              <a
                href={`tel:${siteSetting.contactNumber.replace(/\s+/g, '')}`}
                className="bz-footer-link bz-footer-with-icon mantine-focus-auto"
              >
                <IconPhone aria-hidden size={16} />
                {siteSetting.contactNumber}
              </a>
            ) : null}
            {siteSetting.email ? (
              <a
                href={`mailto:${siteSetting.email}`}
                className="bz-footer-link bz-footer-with-icon mantine-focus-auto"
              >
                <IconMail aria-hidden size={16} />
                {siteSetting.email}
              </a>
            ) : null}
            {siteSetting.address ? (
              <p className="bz-footer-text bz-footer-with-icon" data-align="start">
                <IconMapPin aria-hidden size={16} />
                <span>{siteSetting.address}</span>
              </p>
            ) : null}
            {socials.length > 0 ? (
              <div className="bz-footer-socials">
                {socials.map((s) => (
                  <a
                    key={s.label}
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={s.label}
                    className="bz-footer-social mantine-focus-auto mantine-active"
                  >
                    <s.icon aria-hidden size={18} stroke={1.6} />
                  </a>
                ))}
              </div>
            ) : null}
            {siteSetting.appStoreLink ? (
              <a
                href={siteSetting.appStoreLink}
                target="_blank"
                rel="noopener noreferrer"
                className="bz-footer-app mantine-focus-auto mantine-active"
              >
                <IconBrandAppstore aria-hidden size={18} />
                Get the app
              </a>
            ) : null}
          </div>
        </div>
        <hr className="bz-footer-rule" />
        <p className="bz-footer-legal">
          © {new Date().getFullYear()} {siteSetting.siteName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
