import { useLocationProperty } from 'wouter/use-browser-location';

const currentHash = () => location.hash;

/** The URL's fragment ('#birthday-list'), following pushState, replaceState and hashchange. */
export const useHash = (): string => useLocationProperty(currentHash, () => '');
