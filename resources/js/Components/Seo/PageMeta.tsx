import { Head, usePage } from '@inertiajs/react';

export interface PageMetaProps {
  title: string;
  description: string;
  /** Absolute URL or a path on this site: the link preview's picture. */
  image?: string | null;
  /** Open Graph type: `product` for a product, `website` otherwise. */
  type?: 'website' | 'product' | 'profile';
  /** Structured data for search engines (schema.org), printed as JSON-LD. */
  jsonLd?: Record<string, unknown>;
}

/**
 * What a crawler and a link preview read of a page (rendered on the server with it): the title, the
 * meta description, the canonical URL (the page's path on the origin it was asked on, without the
 * query), Open Graph and Twitter tags, and JSON-LD when given.
 */
export default function PageMeta({ title, description, image, type = 'website', jsonLd }: PageMetaProps) {
  const { url, props } = usePage();
  const origin = props.ziggy?.url ?? '';
  const canonical = `${origin}${url.split('?')[0]}`;
  const picture = image ? (image.startsWith('http') ? image : `${origin}${image}`) : null;
  return (
    <Head title={title}>
      <meta head-key="description" name="description" content={description} />
      <link head-key="canonical" rel="canonical" href={canonical} />
      <meta head-key="og:title" property="og:title" content={title} />
      <meta head-key="og:description" property="og:description" content={description} />
      <meta head-key="og:type" property="og:type" content={type} />
      <meta head-key="og:url" property="og:url" content={canonical} />
      <meta head-key="og:site_name" property="og:site_name" content={props.appName} />
      <meta head-key="og:locale" property="og:locale" content="pt_BR" />
      {picture && <meta head-key="og:image" property="og:image" content={picture} />}
      <meta
        head-key="twitter:card"
        name="twitter:card"
        content={picture ? 'summary_large_image' : 'summary'}
      />
      <meta head-key="twitter:title" name="twitter:title" content={title} />
      <meta head-key="twitter:description" name="twitter:description" content={description} />
      {picture && <meta head-key="twitter:image" name="twitter:image" content={picture} />}
      {jsonLd && (
        <script
          head-key="ld-json"
          type="application/ld+json"
          // JSON in a <script>: `<` escaped so no text in it can close the element.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised data, `<` escaped
          dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
        />
      )}
    </Head>
  );
}
