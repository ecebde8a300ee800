/** An enquiry's comments (comment/comments), on its Comments tab (placeholder until the quotes screens land this session). */
export default function EnquiryComments(_props: { enquiryId: string }) {
  return null;
}
