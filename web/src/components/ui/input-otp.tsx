import { useContext } from 'react';
import type * as React from 'react';
import { OTPInput, OTPInputContext } from 'input-otp';
import { cn } from '../../lib/utils';

/** One-time code input (input-otp): one real input behind the boxes, so paste and autofill work. */
export function InputOTP({ className, containerClassName, ...props }: React.ComponentProps<typeof OTPInput> & { containerClassName?: string }) {
  return (
    <OTPInput
      data-slot="input-otp"
      containerClassName={cn('flex items-center gap-2 has-disabled:opacity-50', containerClassName)}
      className={cn('disabled:cursor-not-allowed', className)}
      {...props}
    />
  );
}

export function InputOTPGroup({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="input-otp-group" className={cn('flex items-center gap-2', className)} {...props} />;
}

export function InputOTPSlot({ index, className, invalid, ...props }: React.ComponentProps<'div'> & { index: number; invalid?: boolean }) {
  const context = useContext(OTPInputContext);
  const slot = context.slots[index];
  return (
    <div
      data-slot="input-otp-slot"
      data-active={slot?.isActive}
      aria-hidden="true"
      className={cn(
        'relative flex size-12 items-center justify-center rounded-md border border-input bg-background text-xl font-semibold shadow-xs transition-all data-[active=true]:z-10 data-[active=true]:border-ring data-[active=true]:ring-[3px] data-[active=true]:ring-ring/40',
        invalid && 'border-destructive data-[active=true]:ring-destructive/30',
        className,
      )}
      {...props}
    >
      {slot?.char}
      {slot?.hasFakeCaret && (
        <div className="pointer-events-none absolute inset-0 flex items-center justify-center">
          <div className="h-5 w-px animate-pulse bg-foreground" />
        </div>
      )}
    </div>
  );
}

export function InputOTPSeparator(props: React.ComponentProps<'div'>) {
  return (
    <div data-slot="input-otp-separator" aria-hidden="true" className="text-muted-foreground" {...props}>
      –
    </div>
  );
}
