import Translate from '@theme/Translate';

/** The "Edit this page" link under a doc or post (`editUrl`); `@theme/EditThisPage` as in Docusaurus, so a site can swizzle it. */
export default function EditThisPage({ editUrl }: { editUrl: string }) {
  return (
    <a href={editUrl} className="edit-this-page" target="_blank" rel="noopener noreferrer">
      <Translate id="theme.common.editThisPage" description="The link to edit the current page">
        Edit this page
      </Translate>
    </a>
  );
}
