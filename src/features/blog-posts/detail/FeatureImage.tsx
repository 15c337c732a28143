import { useState } from 'react';
import type { ArticleImage } from '../../../../domain/entities/article';

const FRAME = { width: '100%', maxWidth: 480, aspectRatio: '16 / 9', borderRadius: 6 } as const;

/** The placeholder of a post without an image, or whose image does not load (§2). */
export function ImagePlaceholder() {
  return (
    <div role="img" aria-label="No image" style={{ ...FRAME, display: 'grid', placeItems: 'center', background: '#f3f4f6', color: '#4b5563' }}>
      <span>
        <i className="pi pi-image" aria-hidden="true" /> No image
      </span>
    </div>
  );
}

/** The feature image with its alt text and caption, the placeholder when there is none. */
export function FeatureImage({ image }: { image: ArticleImage | undefined }) {
  const [broken, setBroken] = useState<string | null>(null);
  if (!image || broken === image.imageUrl) return <ImagePlaceholder />;
  const { altText, imageName, captionImage } = image.metadata;
  return (
    <figure style={{ margin: 0 }}>
      <img src={image.imageUrl} alt={altText || imageName} style={{ ...FRAME, objectFit: 'cover', display: 'block' }} onError={() => setBroken(image.imageUrl)} />
      <figcaption>
        <strong>{imageName}</strong>
        {captionImage ? ` — ${captionImage}` : null}
      </figcaption>
    </figure>
  );
}
