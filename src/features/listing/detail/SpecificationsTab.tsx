import type { Listing, ListingFacility } from '../../../../domain/entities/listing';
import { BUILDING_FACE_LABELS, facilitiesTotal, PDF_ORIENTATION_LABELS } from '../../../../domain/listing';
import { EmptyState } from '../../../ui/QueryState';
import { FieldList, orDash, type Field } from './FieldList';

const area = (m2: number | null) => (m2 === null ? '-' : `${m2} m²`);
/** Main rooms plus the housekeeper's: '3 + 1'. */
const rooms = (main: number | null, housekeep: number | null) => `${orDash(main)} + ${orDash(housekeep)}`;

function specificationFields(l: Listing): Field[] {
  return [
    ['Building area', area(l.buildingArea)],
    ['Land area', area(l.landArea)],
    ['Building face', l.buildingFace ? BUILDING_FACE_LABELS[l.buildingFace] : '-'],
    ['Number of floors', orDash(l.numberOfFloor)],
    ['Bedrooms (main + housekeep)', rooms(l.mainBedroom, l.housekeepBedroom)],
    ['Bathrooms (main + housekeep)', rooms(l.mainBathroom, l.housekeepBathroom)],
    ['Certificate', orDash(l.listingCertificateType?.name)],
    ['PDF orientation', PDF_ORIENTATION_LABELS[l.pdfOrientation]],
  ];
}

function Facilities({ facilities }: { facilities: ListingFacility[] }) {
  if (facilities.length === 0) return <EmptyState />;
  return (
    <table className="simple-table">
      <caption className="sr-only">Facilities</caption>
      <thead>
        <tr>
          <th scope="col">Facility</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {facilities.map((f) => (
          <tr key={f.facilityName}>
            <td>{f.facilityName}</td>
            <td>{f.total}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td>{facilitiesTotal(facilities)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

function Videos({ urls }: { urls: string[] }) {
  if (urls.length === 0) return <EmptyState />;
  return (
    <ul>
      {urls.map((url) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noopener noreferrer">
            {url}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function SpecificationsTab({ listing }: { listing: Listing }) {
  return (
    <>
      <section className="card" aria-labelledby="listing-specifications-title">
        <h2 id="listing-specifications-title" className="card-title">
          Specifications
        </h2>
        <FieldList fields={specificationFields(listing)} />
      </section>
      <section className="card" aria-labelledby="listing-facilities-title">
        <h2 id="listing-facilities-title" className="card-title">
          Facilities
        </h2>
        <Facilities facilities={listing.facilities} />
      </section>
      <section className="card" aria-labelledby="listing-videos-title">
        <h2 id="listing-videos-title" className="card-title">
          Videos
        </h2>
        <Videos urls={listing.videoUrl} />
      </section>
    </>
  );
}
