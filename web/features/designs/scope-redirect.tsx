import { Navigate, useParams } from 'react-router';

/**
 * The administration links of a group (/groups/{slug}/administration/designs) and of a group category
 * (/group-categories/{slug}/administration/designs) open that design's edit page; the server accepts
 * the slug in the design id and answers 404 to whoever may not edit it.
 */
export const GroupDesignRedirect = () => {
  const { groupSlug = '' } = useParams();
  return <Navigate replace to={`/administration/designs/group-${encodeURIComponent(groupSlug)}/edit`} />;
};

export const CategoryDesignRedirect = () => {
  const { categorySlug = '' } = useParams();
  return (
    <Navigate
      replace
      to={`/administration/designs/group_category-${encodeURIComponent(categorySlug)}/edit`}
    />
  );
};
