import { categoryChoices, type CategoryChoice, type CategoryType } from './model';
import { ALL_ROWS, useGetCategoriesQuery } from './api/categories-api';

export type { CategoryChoice, CategoryType };

/**
 * The active categories of a type as a record form's choices (Settings > Categories): each category followed by
 * its sub-categories. `null` while loading or when the list failed (the form falls back to its built-in list).
 */
export function useCategoryChoices(type: CategoryType): CategoryChoice[] | null {
  const { data } = useGetCategoriesQuery({ category_type: type, status: 'active', per_page: ALL_ROWS });
  return data ? categoryChoices(data.categories, type) : null;
}
