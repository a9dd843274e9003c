/** The freelancer dashboard's time tracker (SPEC: HH:MM:SS, start or pause, reset). */
export function TimeTracker() {
  return (
    <section aria-labelledby="time-tracker-title" className="rounded-2xl border border-nevoa-200 bg-white p-6">
      <h2 id="time-tracker-title" className="font-bold text-lg text-nevoa-950">
        Controle de Tempo
      </h2>
    </section>
  );
}
