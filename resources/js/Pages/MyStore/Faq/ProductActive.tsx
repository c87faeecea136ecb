import QuestionListScreen from '@/Components/Support/QuestionListScreen';
import type { FaqQuestionListProps } from '@/types/pages/support';

/** /my-store/{store_id}/faq-product-active: the store's product questions (server/http/pages/seller/faq.ts). */
export default function MyStoreFaqProductActive(props: FaqQuestionListProps) {
  return <QuestionListScreen {...props} />;
}
