/**
 * The owner's tools under each item while they arrange the collection: move it one place up or down (PUT
 * /collections/{id}/content with every item in the new order; buttons, which a screen reader and a switch user
 * reach as easily as a finger) and remove it (DELETE .../content/{itemId}). One change at a time: the buttons of
 * every item wait while one goes to the API. The moved item keeps its key, so focus stays on the button pressed.
 */
import { StyleSheet, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { spacing } from '../../lib/theme.ts';
import { useToast } from '../toast/toast-provider.tsx';
import type { CollectionContentItem } from './collection.types.ts';
import { itemName } from './collection-item-row.tsx';
import { useRemoveItem, useReorderItems } from './collection-owner.queries.ts';
import { failureDescription } from './failure-description.ts';
import { moveItem } from './item-order.ts';

export interface ItemArranging {
  busy: boolean;
  move: (index: number, direction: -1 | 1) => void;
  remove: (item: CollectionContentItem) => void;
}

/** Moving and removing the items of a collection, given all of them in their order. */
export function useItemArranging(collectionId: string, items: CollectionContentItem[]): ItemArranging {
  const toast = useToast();
  const reorder = useReorderItems(collectionId);
  const removal = useRemoveItem(collectionId);
  const failed = (title: string) => (error: Error) => {
    const description = failureDescription(error);
    if (description) toast.show({ title, description, type: 'error' });
  };
  return {
    busy: reorder.isPending || removal.isPending,
    move: (index, direction) => {
      const item = items[index];
      if (!item) return;
      const order = moveItem(items, index, direction).map(({ itemId, type }) => ({ itemId, type }));
      reorder.mutate(order, {
        onSuccess: () => toast.show({ title: `Moved ${itemName(item)} ${direction === -1 ? 'up' : 'down'}` }),
        onError: failed('Could not move it'),
      });
    },
    remove: (item) =>
      removal.mutate(
        { itemId: item.itemId, type: item.type },
        {
          onSuccess: () => toast.show({ title: `Removed ${itemName(item)}`, type: 'success' }),
          onError: failed('Could not remove it'),
        },
      ),
  };
}

export function ItemOwnerTools({
  item,
  index,
  count,
  arranging,
}: {
  item: CollectionContentItem;
  index: number;
  /** How many items the collection holds (the last cannot move down). */
  count: number;
  arranging: ItemArranging;
}) {
  const name = itemName(item);
  return (
    <View style={styles.tools} testID={`item-tools-${item.type}-${item.itemId}`}>
      {count > 1 ? (
        <>
          <Button
            label="↑ Move up"
            variant="outline"
            accessibilityLabel={`Move ${name} up`}
            disabled={arranging.busy || index === 0}
            onPress={() => arranging.move(index, -1)}
          />
          <Button
            label="↓ Move down"
            variant="outline"
            accessibilityLabel={`Move ${name} down`}
            disabled={arranging.busy || index === count - 1}
            onPress={() => arranging.move(index, 1)}
          />
        </>
      ) : null}
      <Button
        label="Remove"
        variant="outline"
        accessibilityLabel={`Remove ${name} from this collection`}
        disabled={arranging.busy}
        onPress={() => arranging.remove(item)}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  tools: { flexDirection: 'row', flexWrap: 'wrap', gap: spacing.sm, paddingTop: spacing.xs },
});
