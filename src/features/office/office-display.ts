import type { OfficeListItem } from '../../../domain/entities/office';

/** 'Genius Bandung (GNS-BDG)': how an office is named in titles and dialogs. */
export const officeLabel = (o: Pick<OfficeListItem, 'officeName' | 'officeCode'>): string => (o.officeCode ? `${o.officeName} (${o.officeCode})` : o.officeName);

export const yesNo = (value: boolean | undefined): string => (value ? 'Yes' : 'No');
