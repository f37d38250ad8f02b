import type { InfoPage } from '@ajar/domain';
import { InfoLayout } from '../components/info-layout';
import { useInfoDocument } from '../hooks/use-info-document';
import { MarkdownView } from '../markdown/markdown-view';

/** An information page that is its Markdown and nothing more; long ones list their sections beside. */
function InfoArticle({ page, withContents = false }: { page: InfoPage; withContents?: boolean }) {
  const document = useInfoDocument(page);
  return (
    <InfoLayout page={page} document={document} withContents={withContents}>
      {(doc) => <MarkdownView blocks={doc.body} />}
    </InfoLayout>
  );
}

export const AboutPage = () => <InfoArticle page="about" />;
export const HowItWorksPage = () => <InfoArticle page="howItWorks" />;
export const CareersPage = () => <InfoArticle page="careers" />;
export const TermsPage = () => <InfoArticle page="terms" withContents />;
export const PrivacyPage = () => <InfoArticle page="privacy" withContents />;
export const RefundPolicyPage = () => <InfoArticle page="refunds" withContents />;
export const CommunityGuidelinesPage = () => <InfoArticle page="communityGuidelines" withContents />;
