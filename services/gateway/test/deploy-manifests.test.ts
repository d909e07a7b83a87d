import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import type { TProperties } from 'typebox';
import { BaseEnv, ConfigError, loadConfig } from '@cadence/service-kit';
import { gatewayEnv } from '../src/config';
import { SERVICES } from '../src/services';

// deploy/ is read, not run, here (no container engine on the build machines): these checks keep
// its files naming what the code has — every service, only variables some process reads, every
// variable a process cannot start without, the probes each process answers, the Kafka the tests use.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (file: string) => readFileSync(`${root}${file}`, 'utf8');

type Env = Record<string, string>;
interface Process {
  name: string;
  env: Env;
}

/** The processes of the distributed mode: each service with a server.ts, and the gateway. */
const processNames = readdirSync(`${root}services`)
  .filter((name) => existsSync(`${root}services/${name}/src/server.ts`) || name === 'gateway')
  .sort();

/** What each process declares; SERVICE is the image's own (the Dockerfile's CMD picks the process by it). */
const declared: Record<string, TProperties> = Object.fromEntries([...SERVICES.map((service) => [service.name, { ...BaseEnv, ...service.env }]), ['gateway', { ...BaseEnv, ...gatewayEnv }]]);
const everyVariable = new Set(['SERVICE', ...Object.values(declared).flatMap((properties) => Object.keys(properties))]);

/** The variables a process refuses to start without (no default, not optional). */
function required(properties: TProperties): string[] {
  try {
    loadConfig(properties, {});
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.problems.map((problem) => problem.variable);
  }
}

/** What every process of the distributed mode needs besides its own: they meet through these. */
const DISTRIBUTED = ['DATABASE_URL', 'REDIS_URL', 'KAFKA_BROKERS', 'JWT_PUBLIC_KEY', 'SECRETS_KEY', 'INTERNAL_TOKEN'];

function composeProcesses(): Process[] {
  const compose = parse(read('deploy/compose.yaml'), { merge: true }) as { services: Record<string, { environment?: Record<string, unknown> }> };
  return Object.entries(compose.services)
    .filter(([, service]) => service.environment?.SERVICE !== undefined)
    .map(([name, service]) => ({ name, env: Object.fromEntries(Object.entries(service.environment ?? {}).map(([key, value]) => [key, String(value)])) }));
}

interface K8sDocument {
  kind: string;
  metadata: { name: string };
  stringData?: Env;
  spec?: {
    replicas?: number;
    template?: {
      spec: {
        containers: {
          env?: { name: string; value: string }[];
          envFrom?: { secretRef: { name: string } }[];
          readinessProbe?: { httpGet: { path: string } };
          livenessProbe?: { httpGet: { path: string } };
        }[];
      };
    };
  };
}

function k8sDocuments(): K8sDocument[] {
  return parseAllDocuments(read('deploy/k8s/cadence.yaml')).map((document) => document.toJS() as K8sDocument);
}

function k8sProcesses(): (Process & { replicas: number; probes: string[] })[] {
  const documents = k8sDocuments();
  const secrets = new Map(documents.filter((d) => d.kind === 'Secret').map((d) => [d.metadata.name, d.stringData ?? {}]));
  return documents
    .filter((d) => d.kind === 'Deployment')
    .map((deployment) => {
      const [container] = deployment.spec!.template!.spec.containers;
      const fromSecrets = (container?.envFrom ?? []).map((from) => secrets.get(from.secretRef.name) ?? {});
      const own = Object.fromEntries((container?.env ?? []).map((variable) => [variable.name, variable.value]));
      return {
        name: deployment.metadata.name,
        env: Object.assign({}, ...fromSecrets, own) as Env,
        replicas: deployment.spec!.replicas ?? 1,
        probes: [container?.readinessProbe?.httpGet.path, container?.livenessProbe?.httpGet.path].filter((path): path is string => path !== undefined),
      };
    });
}

describe.each([
  ['deploy/compose.yaml', composeProcesses],
  ['deploy/k8s/cadence.yaml', k8sProcesses],
])('%s', (_file, processesOf) => {
  const processes = processesOf();

  it('runs every service and the gateway, each as the process its SERVICE names', () => {
    expect(processes.map((process) => process.name).sort()).toEqual(processNames);
    for (const process of processes) expect(process.env.SERVICE, process.name).toBe(process.name);
  });

  it('sets only variables some process reads', () => {
    const unknown = processes.flatMap((process) => Object.keys(process.env).filter((variable) => !everyVariable.has(variable)).map((variable) => `${process.name}: ${variable}`));
    expect(unknown).toEqual([]);
  });

  it('gives each process every variable it cannot start without, and what the distributed mode needs', () => {
    const missing = processes.flatMap((process) => {
      const needs = new Set([...required(declared[process.name] ?? {}), ...DISTRIBUTED]);
      return [...needs].filter((variable) => process.env[variable] === undefined).map((variable) => `${process.name}: ${variable}`);
    });
    expect(missing).toEqual([]);
  });

  it('points the gateway at every service', () => {
    const gateway = processes.find((process) => process.name === 'gateway');
    expect(gateway?.env.GATEWAY_MODE).toBe('distributed');
    const named = (gateway?.env.SERVICE_URLS ?? '').split(',').map((pair) => pair.split('=')[0]);
    expect(named.sort()).toEqual(SERVICES.map((service) => service.name).sort());
  });
});

describe('deploy/k8s/cadence.yaml', () => {
  it('probes readiness and liveness where every process answers them, and runs live alone', () => {
    for (const process of k8sProcesses()) expect(process.probes, process.name).toEqual(['/api/ready', '/api/health']);
    // The RTMP ingest keeps its publishers in memory: one live process takes every stream.
    expect(k8sProcesses().find((process) => process.name === 'live')?.replicas).toBe(1);
  });
});

describe('deploy/compose.yaml', () => {
  it('runs the Kafka the tests run (deploy/kafka/pom.xml)', () => {
    const version = /<kafka\.version>([^<]+)<\/kafka\.version>/.exec(read('deploy/kafka/pom.xml'))?.[1];
    const compose = parse(read('deploy/compose.yaml'), { merge: true }) as { services: { kafka: { image: string } } };
    expect(compose.services.kafka.image).toBe(`apache/kafka:${version}`);
  });
});

describe('.env.example', () => {
  it('names only variables some process reads', () => {
    const names = [...read('.env.example').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!);
    expect(names.filter((name) => !everyVariable.has(name))).toEqual([]);
  });
});
