import { CommentThread } from './CommentThread';

/** An enquiry's comments on its Comments tab: the thread (the customer's comments from the shared link too) and a box to add. */
export default function EnquiryComments({ enquiryId }: { enquiryId: string }) {
  return <CommentThread scope={{ enquiryId }} />;
}
