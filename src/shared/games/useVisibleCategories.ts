import { useAvailability } from './availability.ts'
import { CATEGORY_GROUPS, type Category } from './catalog.ts'

/**
 * The category groups with only their visible games, and a filter for menu items: a category
 * with no visible game is hidden. Until availability is known, nothing is hidden.
 */
export function useVisibleCategories() {
  const { data } = useAvailability()
  const visible = data ? new Set(data.visible) : null
  const disabled = new Set(data?.disabled ?? [])
  const groups = CATEGORY_GROUPS.map((g) => ({
    ...g,
    games: g.games
      .filter((game) => !visible || visible.has(game.id))
      .map((game) => ({ ...game, disabled: disabled.has(game.id) })),
  })).filter((g) => g.games.length > 0)
  const shown = new Set<Category>(groups.map((g) => g.category))
  const showItem = (item: { category?: Category }) => !item.category || shown.has(item.category)
  return { groups, showItem }
}
