'use client';
/**
 * The header's location switcher: a disclosure button listing the locations. Choosing one writes the cookie
 * (spec §4) and opens that location's page (/{location}).
 */
import { LOCATION_LIST, type LocationSlug } from '@happenings/domain/locations';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from '@/features/location/location-context';
import styles from './location-switcher.module.css';

export function LocationSwitcher() {
  const { location, setLocation } = useLocation();
  const router = useRouter();
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setIsOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);

  const choose = (slug: LocationSlug) => {
    setLocation(slug);
    setIsOpen(false);
    router.push(`/${slug}`);
  };

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <span className="visually-hidden">Location: </span>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" className={styles.pin}>
          <path
            fill="currentColor"
            d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
          />
        </svg>
        {location.name}
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
          <path fill="currentColor" d="M7 10l5 5 5-5z" />
        </svg>
      </button>
      <ul id={menuId} className={styles.menu} hidden={!isOpen}>
        {LOCATION_LIST.map((option) => (
          <li key={option.slug}>
            <button
              type="button"
              className={styles.option}
              aria-current={option.slug === location.slug ? 'true' : undefined}
              onClick={() => choose(option.slug)}
            >
              {option.name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
