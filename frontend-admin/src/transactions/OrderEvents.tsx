import { List, ListItem, ListItemText, Typography } from '@mui/material';
import type { OrderEvent } from '../api/types';
import { formatDateTime } from '../components/format';
import { ORDER_STATUS_WORDS } from '@selamtopup/api-types/order-status-words';

// A plain vertical list as the timeline: @mui/lab is not a dependency, and this reads as well.
export function OrderEvents({ events }: { events: OrderEvent[] }) {
  if (events.length === 0) return <Typography color="text.secondary">No events yet</Typography>;
  return (
    <List aria-label="Order events" dense sx={{ borderLeft: 2, borderColor: 'divider', pl: 1 }}>
      {events.map((event) => (
        <ListItem key={event.id} alignItems="flex-start" disableGutters>
          <ListItemText
            primary={`${event.from ? `${ORDER_STATUS_WORDS[event.from]} → ` : ''}${
              ORDER_STATUS_WORDS[event.to] ?? event.to
            }`}
            secondary={`${formatDateTime(event.at)} · ${event.actor}${
              event.detail ? ` · ${event.detail}` : ''
            }`}
          />
        </ListItem>
      ))}
    </List>
  );
}
