import { useSearchParams } from 'react-router';
import { ContactForm } from '../components/contact-form';
import { InfoLayout } from '../components/info-layout';
import { useInfoDocument } from '../hooks/use-info-document';
import { MarkdownView } from '../markdown/markdown-view';

/** Contact us: the form (mailed to the support team, limited per client by the API), then how to write. */
export function ContactPage() {
  const document = useInfoDocument('contact');
  const [search] = useSearchParams();
  return (
    <InfoLayout
      page="contact"
      document={document}
      before={<ContactForm initialSubject={search.get('subject') ?? ''} />}
    >
      {(doc) => <MarkdownView blocks={doc.body} />}
    </InfoLayout>
  );
}
