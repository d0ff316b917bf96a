// The shell's texts (ADR 016): English bundled, Luganda and Kiswahili each a chunk loaded when chosen.
import { defineCatalogue } from '@musawo/shared/react';
import en from './en.json';

export type ShellText = keyof typeof en;
export const shellTexts = defineCatalogue<ShellText>(en, {
  lg: () => import(/* webpackChunkName: "shell-lg" */ './lg.json'),
  sw: () => import(/* webpackChunkName: "shell-sw" */ './sw.json'),
});
export const { useT } = shellTexts;
