import { CircleAlertIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import type { FormAlert as FormAlertValue } from '../use-validated-form';

/** The server's answer that belongs to no single field. */
export function FormAlert({ alert }: { alert: FormAlertValue | null }) {
  if (!alert) return null;
  return (
    <Alert variant="destructive" className="mb-6">
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
