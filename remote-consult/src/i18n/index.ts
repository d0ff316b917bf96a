// The consultations remote's texts (ADR 016): English bundled, Luganda and Kiswahili each a chunk loaded when chosen.
import { defineCatalogue } from '@musawo/shared/react';
import en from './en.json';

export type ConsultText = keyof typeof en;
export const consultTexts = defineCatalogue<ConsultText>(en, {
  lg: () => import(/* webpackChunkName: "consult-lg" */ './lg.json'),
  sw: () => import(/* webpackChunkName: "consult-sw" */ './sw.json'),
});
export const { useT } = consultTexts;

/** Whether `id` names a message of this catalogue (for ids made from data, such as a room event's name). */
export const isConsultText = (id: string): id is ConsultText => Object.hasOwn(en, id);
