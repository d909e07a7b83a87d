import { CircleAlertIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../ui/alert';
import type { FormAlertValue } from './use-schema-form';

/** The server's answer that belongs to no single field. */
export function FormAlert({ alert, className }: { alert: FormAlertValue | null; className?: string }) {
  if (!alert) return null;
  return (
    <Alert variant="destructive" className={className}>
      <CircleAlertIcon />
      <AlertTitle>{alert.message}</AlertTitle>
      {alert.details.length > 0 && (
        <AlertDescription>
          <ul className="list-disc pl-4">
            {alert.details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        </AlertDescription>
      )}
    </Alert>
  );
}
