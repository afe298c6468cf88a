<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>main</name>
    <message>
        <source>Set up and verify a cluster of DGX Sparks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the simulated demo cluster SCENARIO.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A railyard.yaml to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reach every node over SSH, also the machine this runs on (nodes the project marks local: true stay local).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::action::ActionPlan</name>
    <message>
        <source>cancelled by the user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>undone</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::adopt::AdoptionResult</name>
    <message>
        <source>Written by railyard-cli adopt: the cluster as it was found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Migrating to Railyard&apos;s plan: railyard-cli apply --project FILE --dry-run shows every change first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topology: %1: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (%3)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not reachable
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not reachable: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No findings.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fix: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>note: %1
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::adopt::ClusterAdopter</name>
    <message>
        <source>Inventory read; finding the cables…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Reading %n node(s): addresses, routes, netplan files…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::adopt::NodeLayout</name>
    <message>
        <source>not configured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Railyard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA&apos;s cluster setup helper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA&apos;s earlier playbook (link-local addresses)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NetworkManager (NVIDIA Sync, nmcli or the desktop settings)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a hand-written or scripted netplan file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>addresses set by hand, kept in no file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown (the netplan files could not be read)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 asks for link-local IPv4 only, as NVIDIA&apos;s earlier two-node playbook did</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is the file NVIDIA&apos;s setup helper writes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is written by NetworkManager</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 configures the rails; no known tool uses that name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only Railyard&apos;s own %1 configures the rails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>/etc/netplan/40-cx7.yaml is there (its contents need root to read): NVIDIA&apos;s setup helper&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rails have addresses; reading the netplan files that may set them needs root</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rails carry link-local addresses only and no netplan file configures them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rails carry addresses but no netplan file configures them: a reboot loses them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no rail has an IPv4 address</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::adopt::TopologyRecognizer</name>
    <message>
        <source>port %1 of %2 node(s) reaches several cluster nodes: they hang on a switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two nodes and one cable between them (%1): a direct pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two nodes and %1 cables between them: a direct pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three nodes, each cabled to both others: a triangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nodes, each cabled to two others in one cycle (%2): a ring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cable between cluster nodes was found; %1 is a guess from the node count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 cable(s) found match no topology; %2 is a guess from the node count</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::apply::ApplyResult</name>
    <message>
        <source>Nothing to do: every node already has this plan.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply failed: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applied (journal %1).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set aside %1: it configured %2; a copy is in %3 and undo puts it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Would set aside %1: it configures %2; a copy goes to %3 and undo puts it back.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::apply::ClusterApply</name>
    <message>
        <source>Read the nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot tell the home directory of the SSH user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply the network plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Journal and guard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write and validate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Launch files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write the NCCL environment file and the MPI hostfile into ~/.railyard on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the planned addresses and MTU with ip only (gone at reboot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing was changed on this node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: after going live the node does not show %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node-to-node SSH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the new SSH key is unreadable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a key per node, the peers&apos; keys in authorized_keys, a known_hosts file from the host keys read over the management sessions and a block in ~/.ssh/config for the cluster addresses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the guard decided before the confirmation arrived; it restores the previous configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: could not confirm: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stand the guards down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its guard restored the node before the apply went live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>restored from journal %1: it runs its previous configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; restored from journal %2: it runs its previous configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1rollback failed (%2); the guard on the node finishes the restore of journal %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage 40-railyard.yaml (mode 0600) in the journal and check it with netplan generate in a temporary root; nothing in /etc/netplan changes yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>netplan apply with the planned files, which go back out of /etc/netplan at once (a reboot before the confirmation boots the old configuration), then the planned addresses and MTU with ip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read the addresses back over the management session, then make the netplan files persistent (other files defining cluster links are set aside) and cancel the guard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: its guard restored the previous configuration before the apply went live (the steps before go-live took longer than %2 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>back up the netplan files and the runtime state into %1, start a guard that restores them unless the apply goes live within %2 s and is confirmed within %3 s of going live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the node and check it can be changed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::apply::CommandSequence</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; did not run: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; exited with %3%4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::apply::Preflight</name>
    <message>
        <source>%1 could not be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no inventory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check that the node is on and reachable over SSH, then run apply again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the netplan directory readable by root.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: root commands do not work: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the SSH user sudo rights on the node (or the right sudo password).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no &apos;%2&apos;, which the apply needs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install the package that provides &apos;%1&apos; on the node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the plan would change %2, which is the management interface or carries the SSH session (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a ConnectX-7 cluster netdev</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the four ConnectX-7 netdevs may be configured; fix the plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no interface %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the ConnectX-7 driver (ip link) on the node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>address %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the management address %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>route %1 via %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the planned subnet %2 overlaps %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the conflicting network to &apos;avoid&apos; in the project file and plan again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is not valid YAML.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix or remove the file; netplan would refuse it too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 defines cluster interfaces together with others (%3); moving it aside would change those too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the cluster interfaces out of that file, then run apply again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the SSH user&apos;s ~/.ssh cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make ~/.ssh of the SSH user readable by that user.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no readable host key in /etc/ssh, so its peers could not verify it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check that sshd is installed and its host keys exist (ssh-keygen -A).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the file system holding %2 is full (%3 bytes free, the apply needs %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free space on the node (df %1), then run apply again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::apply::UndoRunner</name>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to undo (no journal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to undo (every journal is already restored)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>restored journal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no journal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to undo: apply %1 changed nothing on this node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to undo: journal %1 is already restored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refusing to restore journal %1: the newer apply %2 is still in place; undo it first</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::apply::Verifier</name>
    <message>
        <source>Verify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be checked: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the management link and SSH to the node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 is not up with carrier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the cable in port %1 and the cabling plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 has MTU %3, the plan says %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply the plan again, and check nothing else manages this interface.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 links at %3 Mb/s, expected %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the cable type and that no breakout is used on the Spark side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot reach %2 (%3) over %4 (rail %5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the cabling against the plan (port numbers, crossed ports, a dead rail): run discover.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reaches %2 (%3) over %4, but not with %5-byte frames (don&apos;t fragment).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set MTU %1 on both ends (and on the switch ports), then verify again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On %1 the route to %2 leaves through %3, not %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look for an overlapping subnet or the same address on two rails (ARP flux).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot log in to %2 (%3) with SSH in batch mode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply the plan again (it sets up the node keys, the managed known_hosts and ~/.ssh/config) and check that sshd on %1 listens on its cluster addresses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no IPv4 address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply the plan, then verify again; if the address goes missing again, something else (NetworkManager, a script) manages this interface.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other netplan files on %1 may configure it: %2. Apply the plan (it sets aside files that configure cluster ports and says which), then verify again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 does not carry its planned address %3; it has %4.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::apply::VerifyResult</name>
    <message>
        <source>UNREACHABLE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MTU %1 BLOCKED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WRONG ROUTE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verify passed.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verify failed.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSH LOGIN FAILED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ok (ssh covered by rail %1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::cli</name>
    <message>
        <source>Usage: railyard-cli COMMAND [OPTIONS]

Commands:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
See docs/cli.md, or railyard-cli COMMAND --help.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;; run railyard-cli --help for the list</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::cli::AdoptCommand</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read a cluster another tool or a person set up, as it is: each node&apos;s netplan files, addresses, routes and cabling. Names the topology and who configured each node, diagnoses it, and writes a project file describing it unchanged. Nothing is changed but the cluster links&apos; up state that discovery needs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the project file describing the cluster as it is to FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace FILE if it exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text or json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; see railyard-cli adopt --help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;; see railyard-cli adopt --help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown --format &apos;%1&apos;; use text or json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 exists; give --force to replace it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project written to %1.
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::cli::ApplyCommand</name>
    <message>
        <source>Read the sudo password for nodes that ask for one from this file (first line).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Root-only directory on the nodes for the journals (default /var/lib/railyard/journal).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--journal-root must be an absolute path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read --sudo-password-file %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Push the network plan to every node: preflight, journal, netplan validated before it goes live, a guard that restores each node unless confirmed in time. Never touches the management link.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show per node the diff of every file and the commands; change nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set addresses with ip only (gone at reboot); no netplan file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds the guard waits for the confirmation (default 60).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not ask before changing the nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text or json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; see railyard-cli apply --help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;; see railyard-cli apply --help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown --format &apos;%1&apos;; use text or json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--confirm-timeout must be a number of seconds from 5 to 3600</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply the plan to %1 nodes (%2)? Type &apos;yes&apos;: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing changed.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave node-to-node SSH (keys, authorized_keys, known_hosts, ~/.ssh/config) alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds the steps before go-live may take before the guard restores the node (default 300).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--prepare-timeout must be a number of seconds from 5 to 3600</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After a successful apply, check it from the nodes as `verify` does, in the same run (a --demo cluster keeps its state only within one run).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the applied plan from the nodes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::cli::BundleArchive</name>
    <message>
        <source>%1: the path %2 is too long for the archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>zlib failed to start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a gzip file, or damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expands to more than %1 MB; refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a gzip file, or cut short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compression failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a tar archive, or damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a member is cut short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>member &apos;%1&apos; is an absolute path or climbs out with &apos;..&apos;; refused, nothing was extracted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>member &apos;%1&apos; is a link; a bundle holds only folders and files; refused, nothing was extracted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>member &apos;%1&apos; is not a file or a folder; refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds more than %1 MB or %2 members; refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the archive is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not exist (give a bundle folder or a .tar.gz)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create a temporary folder to extract %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::cli::BundleCommand</name>
    <message>
        <source>cannot create %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collect a support bundle: the raw output of every inventory, discovery and test command, per node, in the layout railyard-cli doctor --bundle reads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also mask user names, IPv4 and MAC addresses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds of each perftest run; NCCL runs 4 iterations per second of it (default 5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; see railyard-cli bundle --help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;; see railyard-cli bundle --help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--duration &apos;%1&apos; is not a number of seconds from 1 to 600</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 exists and is not an empty folder; choose a new one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1: %2 node folder(s), %3 finding(s), %4 error(s).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bundle to write: a new folder, or FILE.tar.gz for one archive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--out DIR or --out FILE.tar.gz is required (the bundle to write)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 exists; choose a new file name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the folder of %1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create a temporary folder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::cli::CliContext</name>
    <message>
        <source>Read the cluster from a railyard.yaml and reach it over SSH.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the built-in simulator with this scenario instead of real nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trust this host key fingerprint (SHA256:...) if a node presents it; NODE=SHA256:... limits it to one node. Repeatable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give either --project FILE or --demo SCENARIO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--accept-host-key only applies to --project (the simulator has no host keys)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--accept-host-key &apos;%1&apos; is not a SHA256:... fingerprint as ssh-keygen -lf prints it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--accept-host-key names node &apos;%1&apos;, which is not in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A node as NAME=[USER@]ADDRESS[:PORT], reached over SSH; repeat for each node (instead of --project).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give either --node NAME=ADDR (repeated), --project FILE or --demo SCENARIO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--node %1 is given twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print no progress on stderr (results and errors still).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --demo: spend the simulated tool durations in real time (for benchmarks); by default a demo runs them %1x faster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reach every node over SSH, also the machine this runs on (only nodes the project marks local: true are served directly).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is this machine (%2): served directly, without SSH</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::cli::DiscoverCommand</name>
    <message>
        <source>Find how the nodes are really cabled (IPv6 all-nodes ping and neighbour tables, LLDP where lldpd runs) and compare it with the topology.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text or json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; see railyard-cli discover --help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;; see railyard-cli discover --help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown --format &apos;%1&apos;; use text or json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking each port who is on its other end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the ports of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::cli::DoctorCommand</name>
    <message>
        <source>Diagnose a support bundle offline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text or json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; see railyard-cli doctor --help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;; see railyard-cli doctor --help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown --format &apos;%1&apos;; use text or json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bundle: a folder with one sub-folder per node, or the .tar.gz railyard-cli bundle wrote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster&apos;s railyard.yaml, to check cabling and the plan (default: the bundle&apos;s own railyard.yaml, if it has one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--bundle DIR is required (a folder with one sub-folder per node, or a bundle .tar.gz)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::cli::InventoryCommand</name>
    <message>
        <source>Read what every node has: OS, kernel, cluster netdevs, RDMA devices, routes, the management interface, PCIe links, cable EEPROMs, GPU, tools and sudo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text or json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; see railyard-cli inventory --help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;; see railyard-cli inventory --help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown --format &apos;%1&apos;; use text or json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 read (%2 of %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::cli::MonitorCommand</name>
    <message>
        <source>-- %1 s --
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>== Summary ==
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live per-rail rates and error counters of every node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sampling period, 100 (10 Hz) or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text, or json: one object per sample and line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; see railyard-cli monitor --help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;; see railyard-cli monitor --help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown --format &apos;%1&apos;; use text or json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--seconds takes whole seconds from 1 to 86400</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--interval-ms takes 100 (10 Hz) to 60000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds of samples from every node (default 10), counted from the last node&apos;s first sample.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-- starting (%1 s): waiting for %2 --
</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> and %n more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, %3 samples, %4 lost, %5 stream restarts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (retrying)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: samples arrive again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::cli::ParseCommand</name>
    <message>
        <source>Usage: railyard-cli parse KIND FILE

Prints the parsed tool output as JSON (see docs/cli.md).
KIND: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parse needs KIND and FILE: railyard-cli parse KIND FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parse: unknown KIND &apos;%1&apos;; use one of: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parse: cannot read &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parse %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::cli::PlanCommand</name>
    <message>
        <source>Compute the network plan for a cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>direct, triangle, ring or switch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A node as NAME=MGMT_ADDR; repeat in cabling order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port used by direct and switch topologies (0 or 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Override the recommended MTU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pool the /24 subnets come from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A CIDR the plan must not overlap; repeatable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text, json or netplan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write per-node files into DIR.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the cluster from a railyard.yaml.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow a ring of more than 8 nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; see railyard-cli plan --help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;; see railyard-cli plan --help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown --format &apos;%1&apos;; use text, json or netplan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--project already names the topology and nodes; drop --topology/--node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--topology is required (direct, triangle, ring or switch), or --project FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown topology &apos;%1&apos;; use direct, triangle, ring or switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no nodes given; add --node NAME=MGMT_ADDR for each node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--port must be 0 or 1, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--mtu must be a number, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::cli::ReportCommand</name>
    <message>
        <source>Read, measure and diagnose the cluster, and write the PDF report for support.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The PDF file to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a4 or letter (default a4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also mask user names, IPv4 and MAC addresses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text or json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds of each perftest run; NCCL runs 4 iterations per second of it (default 5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; see railyard-cli report --help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;; see railyard-cli report --help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--out FILE.pdf is required (the PDF to write)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown --format &apos;%1&apos;; use text or json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown --page &apos;%1&apos;; use a4 or letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--duration &apos;%1&apos; is not a number of seconds from 1 to 600</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the folder of %1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the report needs fonts: run it as railyard-cli report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Railyard cluster report: demo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Railyard cluster report: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1 (PDF export %2 ms).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no railyard.yaml; give the cluster with --project FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Railyard cluster report: bundle %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: report.json is not JSON: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build the report from a support bundle (a folder or the .tar.gz railyard-cli bundle wrote) instead of a live cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--bundle reads a recorded run: give no --demo (--project only replaces the bundle&apos;s railyard.yaml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command log is in %1 (too long for the report).
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::cli::TestCommand</name>
    <message>
        <source>== RDMA bandwidth ==
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  rail %1  %2 (%3): %4 Gb/s%5
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  both rails: %1 Gb/s, %2 % of the 200 Gb/s node limit
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  rail %1 alone (separate run): %2 Gb/s
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>== Card health (loopback) ==
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>== NCCL ==
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: avg busbw %2 GB/s, devices %3%4
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>== Soak %1 ==
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 samples, max module temperature %2 C, %3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure the links: RDMA bandwidth, card health, NCCL and soak.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rdma, loopback, nccl, soak or all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds per perftest run and of the soak load (defaults: 5 and 600).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text or json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; see railyard-cli test --help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name one test: rdma, loopback, nccl, soak or all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown --format &apos;%1&apos;; use text or json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--duration takes whole seconds from 1 to 86400</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::cli::UndoCommand</name>
    <message>
        <source>Restore each node from its newest journal: the netplan files byte for byte and the addresses, MTU and state of the cluster netdevs. Also after an interrupted apply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only this node (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text or json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; see railyard-cli undo --help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;; see railyard-cli undo --help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown --format &apos;%1&apos;; use text or json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--node &apos;%1&apos; is not in the cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore exactly this apply&apos;s journal (its id is printed by apply and --list); nodes it did not change are left alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List each node&apos;s journals, newest first, with their state; change nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--journal &apos;%1&apos; is not a journal id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listing the backups: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restoring from the backups: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::cli::VerifyCommand</name>
    <message>
        <source>text or json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; see railyard-cli verify --help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;; see railyard-cli verify --help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown --format &apos;%1&apos;; use text or json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the applied plan from the nodes: links up at 200G with the planned MTU, every peer address pinged on every rail, a don&apos;t-fragment ping at the planned MTU, and the route to each peer, and node-to-node SSH in batch mode. Changes nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip the node-to-node SSH login check (a plan applied with --no-peer-ssh).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking against the plan: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::diag::AddressingRules</name>
    <message>
        <source>%1 and %2 carry the same address %3. Both answer ARP for it (ARP flux), so traffic for one rail lands on the other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give every rail its own address in its own subnet (railyard-cli plan computes one), and remove the duplicate from netplan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both rails of port %1 (%2 and %3) are in one subnet %4. The kernel then routes the traffic of both rails over one of them and answers ARP on either.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put each rail in its own subnet (one /24 per rail).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The planned subnet %1 overlaps %2 already present on %3 (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose another subnet pool (railyard-cli plan --subnet-pool CIDR) or add %1 to the avoid list (--avoid), so the cluster network cannot capture LAN or VPN traffic.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rail %1 of this cable has MTU %2 on %3 but %4 on %5. Large packets from one end are dropped at the other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the same MTU on both ends (netplan &apos;mtu:&apos;), then check with a don&apos;t-fragment ping at the planned size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has MTU %2; the plan sets %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply the plan&apos;s netplan file on %1 (or change the plan&apos;s MTU if %2 is intended on every node).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ARP flux is happening: %1 reaches %2 (%3&apos;s %4) at %5, the MAC of %3&apos;s %6, so traffic meant for %4 arrives on %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put each rail in its own subnet (one /24 per rail, as railyard-cli plan computes), then apply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reaches the cluster over %2 with link-local addresses only (169.254.0.0/16). They are picked anew when a link comes up, so hostfiles and NCCL settings naming them break, and all rails share one subnet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give each rail a fixed address in its own subnet: railyard-cli plan, then apply (the preview names the file it sets aside).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::diag::BundleLoader</name>
    <message>
        <source>%1 is larger than %2 MB and was skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collect a shorter capture of this output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the file&apos;s permissions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 line %2 does not parse: %3; the rules that need it were skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not parse: %2; the rules that need it were skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check that the file holds the raw output of the command it is named after (see docs/cli.md, doctor), then collect it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a support bundle: no node folder holds a known tool output (e.g. &lt;node&gt;/ibdev2netdev.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not part of the bundle layout and was not read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename it after the command it holds (docs/cli.md, doctor), or remove it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 reported an error: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check that the RDMA stack is loaded (mlx5_ib, ib_umad; rdma link lists the devices) and that the device named is present, then collect %1 again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::diag::CableRailRules</name>
    <message>
        <source>Only one rail of cable %1 carries RDMA (%2 Gb/s in total; %3 measured nothing): the cable gives half its 200 Gb/s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check that both netdevs of the cabled port are Up with an address (ibdev2netdev, ip addr), then reseat or replace the cable.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::diag::CablingChecks</name>
    <message>
        <source>The %1 cabling needs a cable in port %2 of %3, but neither rail of that port is up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plug the cable into port %1 (port 0 is the one nearer the RJ-45) and check the far end; if it is plugged, reseat or replace it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port %1 of %2 has a link, but the %3 cabling puts no cable there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the cable to the port the plan expects, or correct the cabling in the project file. A second cable between the same two Sparks adds nothing.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::diag::DiagnosisEngine</name>
    <message>
        <source>Follows from:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Information</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No findings.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 error(s), %2 warning(s), %3 info
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::diag::EepromRules</name>
    <message>
        <source>The module reports 0 dB attenuation at both 7 and 12.9 GHz. That is a placeholder, not a measurement: the EEPROM says nothing about this cable&apos;s quality.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qualify the cable by measurement instead: a soak test at full load watching the per-lane errors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SFF-8636 stores copper length in whole metres, so the %1 m shown may be a shorter cable (0.5 m reads 1 m).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the length from the cable label or the part number when it matters.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::diag::ErrorCounterRules</name>
    <message>
        <source>%1 counted %2 CRC error(s). FEC corrects bit errors on a healthy cable; a CRC error is a frame FEC could not repair, and there must be none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reseat the cable at both ends and watch the counter under load; if it keeps rising, replace the cable (check the per-lane errors to see whether one lane is failing).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace the cable. To confirm first, soak it at full link load with the GPUs loaded on both nodes and watch rx_err_lane_N_phy on both receivers; idle-GPU tests miss it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lane %1 of %2 has %3 errors, at least %4x the median of the other lanes (%5). One sample cannot tell whether the count is still rising.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take a second ethtool -S sample under load (add it to the bundle as ethtool-S-%1.2.txt); a rising lane means the cable is failing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pre-FEC bit error rate of %1 is %2, above the RS-FEC limit of about %3: FEC can no longer correct every error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace the cable (or the module); reseating may help if the connector was not fully latched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pre-FEC bit error rate of %1 is %2, approaching the RS-FEC limit of about %3. Healthy cables stay far below it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Soak the cable at full load with the GPUs busy and watch the per-lane errors; plan to replace it if the rate grows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lane %1 of %2 counted %3 errors between the samples, at least %4x the median of the other lanes (%5). This is how a failing cable shows before the link drops.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::diag::Finding</name>
    <message>
        <source>cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 port %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 port %2 rail %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 port %2 rail %3 (%4) lane %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cable %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::diag::LinkRules</name>
    <message>
        <source>Port %1 is cabled but only %2 is up; %3 is down. One rail carries at most about half of the 200 Gb/s the cable can give.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring %1 up (ip link set %1 up, check its netplan entry). If it stays down, reseat the cable; a Spark-side breakout cable shows exactly this, so use a straight cable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 linked at %2 Mb/s instead of %3 Mb/s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Through a switch, pin the Spark-facing switch port to 200G (auto-negotiation can settle at 100G). Direct: check that the cable is a 200G QSFP56/QSFP112 cable, then reseat it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The link of %1 went down %2 time(s) between the first and the last sample.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the per-lane errors and the module temperature of this cable under full load; replace the cable if the flaps come with one lane&apos;s errors rising.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The module in this port is a breakout cable. On the Spark side a breakout does not give two links: one leg comes up, the other stays dead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a straight 200G cable between Sparks. Breakouts belong on the switch side only (one 400G switch port to 2x200G legs).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::diag::LiveRailHealth</name>
    <message>
        <source>no carrier: the link is down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the link went down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one lane counts far more errors than the others</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pre-FEC bit error rate past the RS-FEC limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pre-FEC bit error rate well above a healthy cable&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::diag::NcclRules</name>
    <message>
        <source>NCCL moved the data over TCP sockets instead of RDMA. That is a fraction of the cluster link&apos;s speed and may even run over the LAN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set NCCL_IB_HCA to both RDMA devices of the cabled port (for port 0: rocep1s0f0,roceP2p1s0f0), check that ibdev2netdev shows them Up, and that the container sees /dev/infiniband.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCCL uses only %1 of port %2; its twin %3 is missing, so collectives run over one rail (about 13.9 GB/s instead of ~22).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set NCCL_IB_HCA=%1,%2 on every rank (mpirun -x NCCL_IB_HCA=...).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nccl-tests reached a bus bandwidth of %1 GB/s, below %2 % of the %3 GB/s reference.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the NCCL log for both HCAs and for a socket fallback, test messages of 256 MB and more, and run the RDMA tests per rail to find the slow link.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCCL_SOCKET_IFNAME names %1, an RDMA device. NCCL_SOCKET_IFNAME picks the network interface (netdev) for the bootstrap sockets; the RDMA devices go in NCCL_IB_HCA.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set NCCL_SOCKET_IFNAME to a netdev (e.g. enp1s0f0np0) and list the RDMA devices in NCCL_IB_HCA (e.g. rocep1s0f0,roceP2p1s0f0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCCL_IB_HCA names %1, a network interface. NCCL_IB_HCA takes RDMA device names; the netdev belongs in NCCL_SOCKET_IFNAME.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the RDMA devices in NCCL_IB_HCA (ibdev2netdev shows which belongs to which netdev; for port 0: rocep1s0f0,roceP2p1s0f0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nccl-tests found %1 wrong values in %2 message sizes: the data that arrived is not the data that was sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nccl-tests reports %1 values out of bounds: the data that arrived is not the data that was sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not trust results from this cluster until this is explained: check the error counters and lanes of every rail (railyard-cli monitor), the GPUs (nvidia-smi, dmesg for Xid), then run the test again with NCCL_IB_HCA set to one rail at a time to find the one that corrupts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCCL&apos;s RDMA transfers on %1 failed %2 times: work completion status %3 (%4), vendor error %5, peer %6 (line %7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status 12 means the peer stopped acknowledging on that rail: check the link of each rail on both nodes (railyard-cli monitor for link drops and error counters), that both ends use the same MTU and RoCE GID index, and run the RDMA test per rail.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look up the status in ibv_wc_status (verbs.h) and the vendor error in the ConnectX documentation; run the RDMA test per rail to see whether one rail fails on its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCCL on %1 could not connect a queue pair %2 times: %3 (line %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two ends cannot reach each other on that rail: check that each rail has an address in the same subnet as its peer&apos;s (railyard-cli verify), that NCCL_IB_GID_INDEX is the same on every node, and that NCCL_IB_HCA names only cabled rails.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::diag::NetplanRules</name>
    <message>
        <source>NVIDIA&apos;s cluster setup helper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NetworkManager (NVIDIA Sync, nmcli or the desktop settings)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a person or another tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 configures the cluster links %3; Railyard did not write it (by its name, %4 did).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to do while the cluster works. Railyard&apos;s apply sets this file aside (a copy goes into its journal, undo puts it back); the preview names it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 configures %3 without an MTU, so they run at %4; a %5 is meant to run at %6 (%7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply Railyard&apos;s plan (it sets the MTU on both ends of every cable), or add &quot;mtu: %1&quot; to these links in %2 on every node.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::diag::PcieRules</name>
    <message>
        <source>The ConnectX-7 function %1 runs its PCIe link at %2; each rail needs Gen5 (%3 GT/s) x%4, so this rail cannot reach its share of the 200 Gb/s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reboot the node (a full power cycle if a reboot does not help) and check again with lspci -vv; if the link stays degraded, contact the vendor: the PCIe path is inside the machine.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::diag::RdmaRules</name>
    <message>
        <source>The RDMA test on %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the server side first, use the server&apos;s rail address, and run the same perftest version and flags on both ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loopback RDMA on %1 reached %2 Gb/s; a healthy card gives about %3 Gb/s. The ConnectX-7 is throttled, which happens after a cable swap or a kernel update while ethtool still reports 200G.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reboot both nodes; if loopback is still slow, reboot again or cut the power for 60 seconds. The dmesg line &apos;27W insufficient power&apos; shows in both states and is not the cause.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loopback RDMA on %1 reached %2 Gb/s, below the %3 Gb/s of a healthy card but above the throttled state.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rerun with the GPUs idle and nothing else on the link; check the PCIe link (lspci) and the message size (65536 bytes is the reference).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RDMA over %1 reached %2 Gb/s (%3 % of the %4 Gb/s node limit); one healthy rail gives about 92-112 Gb/s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the loopback test on both nodes to rule out a throttled card, check the link speed and the error counters of this rail, and use the same perftest flags on both ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both rails of port %1 together reached %2 Gb/s (%3 % of the %4 Gb/s node limit); a healthy cable gives 185-190 Gb/s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run both rails at the same time (results of sequential runs must not be added); if it stays low, check the loopback result, the lane errors and the PCIe link.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check that the node is reachable and perftest runs on it, then run the test again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no RDMA device (%2): RDMA and NCCL tests cannot run on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check that this is a Spark and that the ConnectX driver is loaded (lsmod | grep mlx5_ib); DGX OS loads it at boot.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::facts::BundleWriter</name>
    <message>
        <source>cannot create %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::facts::ClusterSurvey</name>
    <message>
        <source>Railyard report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inventory and cabling discovery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No address plan: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::inventory::CablingDiscovery</name>
    <message>
        <source>exit code %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exit code %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no inventory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 failed (%3); its cable may be missed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: ip -j neigh show failed (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: lldpctl -f json failed (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: ping -6 ff02::1 failed on %2 (%3); neighbours are read from the table as it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: reading the neighbour table failed (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::inventory::DiscoveredCable</name>
    <message>
        <source>no rail answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rails up: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>outside the cluster (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing answers</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::inventory::DiscoveryResult</name>
    <message>
        <source>Cables found: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No findings: the cabling matches the topology.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fix: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>note: %1
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::inventory::DiscoveryRules</name>
    <message>
        <source>%1 could not be read, so its side of the cabling is unknown; cables are taken from the other nodes&apos; view only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check that %1 is powered, reachable over the management network and accepts the SSH login, then run discovery again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only rail %1 of the cable from %2 to %3 answers; rail %4 has no link. The cable carries about 100 Gb/s instead of 200 Gb/s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reseat both ends of the cable. A 200G to 2x100G breakout on the Spark side behaves like this: use a straight QSFP112 cable (breakouts belong on the switch side).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port %1 of %2 is cabled to a device that is not in this cluster (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add that node to the project, or move the cable to the port the topology expects.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port %1 of %2 has a link, but nothing answered the IPv6 all-nodes ping on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check that the far end is a node of this cluster and that its cluster interfaces are up; then run discovery again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project lists the cable %1, but discovery did not find it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plug the cable in as listed, or correct the cable list in the project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discovery found the cable %1, which the project does not list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the cable to the project, or remove it if it is not meant to be there.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::inventory::InventoryCollector</name>
    <message>
        <source>exit code %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exit code %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds the management address %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>carries the default route</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>management interface</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no interface holds %1 and there is no default route</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no RDMA devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no link settings printed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no GPU listed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no PCIe link status printed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no PCIe link status printed (lspci needs root for it; sudo needs a password)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no FEC settings printed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (the kernel log may need root; sudo needs a password)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no RDMA device: rdma link lists none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::inventory::LldpParser</name>
    <message>
        <source>lldpctl output is not JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::inventory::NodeInventory</name>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>? GT/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (downgraded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hostname</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>os</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>management</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (untouchable; %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, driver %2, CUDA %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>installed: %1; missing: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sudo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passwordless</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs a password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not present</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mac %1, state %2, carrier %3, speed %4, mtu %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>addresses %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>driver %1 %2, firmware %3, pci %4, link %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no module read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 sn %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1 m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>port %1 cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>routes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>netplan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (names only: reading them needs root)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rdma</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::measure::CableBandwidth</name>
    <message>
        <source>no rail was measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rails of different runs cannot be added: only a simultaneous run gives the cable figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a rail of another cable was given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rail %1 was given twice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::measure::LoopbackTest</name>
    <message>
        <source>Card health (loopback)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ConnectX-7 of %1 is throttled (%2 Gb/s in loopback, ~106 expected) although ethtool may still report 200G. Reboot both nodes; if it persists, reboot again or cut the power for 60 s. The &apos;27W insufficient power&apos; dmesg line appears either way: ignore it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loopback on %1 reaches %2 Gb/s, below the ~106 of a healthy card: check the PCIe links (lspci) and the firmware.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clean up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>end any perftest process left on the nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loopback on every node at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ib_write_bw server and client on the same card: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::measure::MeasureStep</name>
    <message>
        <source>cancelled by the user</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::measure::NcclTest</name>
    <message>
        <source>NCCL collectives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 exited with code %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 printed no result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCCL %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clean up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>end any nccl-tests process left on the nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the NCCL test needs the network plan (hosts and NCCL environment)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the NCCL test needs at least two nodes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::measure::PerftestRun</name>
    <message>
        <source>no address known for the server rail on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 server on %2 did not start listening</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 server on %2 ended before its client: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 exited with code %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 printed no result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 server on %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 did not finish: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::measure::RailAddressLookup</name>
    <message>
        <source>%1: ip -j addr failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: ip -j addr: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::measure::RdmaBandwidthTest</name>
    <message>
        <source>RDMA bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both rails at once: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rail %1 alone: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency, rail %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clean up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>end any perftest process left on the nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clean up after an interrupted run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 server on %3 (%4), client on %5 (%6)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::measure::RemoteCleanup</name>
    <message>
        <source>no session of Railyard&apos;s to end %1 in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (PID %3) left running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 was not started by Railyard, so it was not stopped; it may hold a port or the card a test needs.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::measure::SoakTest</name>
    <message>
        <source>Cable soak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable soak (idle GPUs, weaker)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle-GPU soak: weaker than a soak with the GPUs loaded. A cable that passed 101 minutes with idle GPUs failed within minutes once both GPUs were hot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both rails of %1 loaded both ways for %2 s%3, lane errors sampled on both ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> with %1 on both nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cable to soak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load and watch %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clean up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>end the load processes on both nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 ended with code %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::measure::TestSuite</name>
    <message>
        <source>Read the rail addresses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loopback (card health)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RDMA per cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCCL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Soak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tests</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::measure::ToolMissing</name>
    <message>
        <source>%1 is not installed on %2; install it with: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::model</name>
    <message>
        <source>Direct pair (2 nodes, 1 cable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triangle (3 nodes, 3 cables)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ring (4 or more nodes, one cable per node)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch (one cable per node to a switch)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::model::CablingChecklist</name>
    <message>
        <source>switch</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::model::CablingRules</name>
    <message>
        <source>Port %1 does not exist: a Spark has ports 0 and 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use port 0 (nearer the RJ-45) or port 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two nodes are named &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give every node a unique name (names are compared without case).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes &apos;%1&apos; and &apos;%2&apos; have the same management address %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each node needs its own management address; check for a copy-paste mistake.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cluster needs at least two nodes; %1 given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the other node(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nodes cannot be cabled directly: a Spark has two ports, so 5 or more nodes need a switch (or a ring).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the switch topology, or a ring of up to %1 nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A direct link joins exactly two nodes; %1 given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For three nodes choose the triangle topology.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For four nodes choose a ring or a switch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nodes cannot form a triangle: 5 or more nodes need a switch (or a ring).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A triangle has exactly three nodes; %1 given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For two nodes choose the direct topology.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For four nodes choose a ring or a switch: a full mesh of four is impossible because it needs three links per node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A ring needs at least %1 nodes; %2 given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A ring of %1 nodes is beyond the supported %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a switch for this many nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A ring of %1 nodes has up to %2 hops between nodes and is slower than a switch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a switch, or pass --allow-large-ring if you really want a ring this size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nodes do not fit one /24 per rail.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split the cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cable names node &apos;%1&apos;, which is not in the cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the node or correct the cable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port %1 of %2 has more than one cable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A QSFP port takes one cable; remove the extra one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cable connects %1 to itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect it to a neighbour; card health is tested without a cable (loopback RDMA).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A second cable between %1 and %2 adds no bandwidth: the node&apos;s two PCIe rails already cap it at about 200 Gb/s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the second cable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A full mesh of four nodes needs three links per node, but a Spark has two ports.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable a ring (port 0 to port 1 of the next node) or use a switch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is cabled to %2 other nodes; a Spark can have at most two neighbours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove cables until every node has at most two neighbours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two nodes are not cabled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect port %1 of %2 to port %1 of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A direct pair has no switch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect the two nodes to each other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cable joins port %1 of %2 to port %3 of %4; a direct pair uses the same port number on both ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move one end so both ends are in port %1 (or both in port %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A %1 has no switch; never mix direct and switched links.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the switch cable, or choose the switch topology for every node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cable joins port %1 to port %1; in a %2 port 0 always goes to port 1 of the next node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move one end to the other port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port %1 of %2 has no cable; the %3 is not closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect port 0 of %1 to port 1 of the next node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect port 1 of %1 to port 0 of the previous node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cables form more than one loop (%1 is a loop of its own).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-cable as one loop: port 0 of each node to port 1 of the next, the last back to the first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ring is cabled in the order %1, not in the listed order %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the nodes in cabling order (%1), or re-cable to match the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A direct link between %1 and %2 in a switched cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never mix direct and switched links: connect every node to the switch only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 uses port %2 to the switch, the others use port %3; every node must use the same port number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the cable of %1 to port %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no cable to the switch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect port %1 of %2 to a 200G switch port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2 cables to the switch; the second adds no bandwidth.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep one cable, on port %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::model::ExpectedCabling</name>
    <message>
        <source>For four nodes stacked in a rack as %1, %2, %3, %4: cable %1 → %2 → %4 → %3 → %1 so that no cable spans the whole stack, and list the nodes in that cabling order (%5).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::model::Ipv4Subnet</name>
    <message>
        <source>&apos;%1&apos; is not an IPv4 address (expected four numbers like 10.0.0.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an IPv4 address (each number must be 0-255)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a subnet in CIDR form (expected e.g. 10.231.0.0/19)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; has an invalid prefix length (expected /0 to /32)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; has host bits set; did you mean %2?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::model::NodeSpec</name>
    <message>
        <source>node &apos;%1&apos; must be NAME=[USER@]ADDRESS[:PORT] with a name of letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node %1: &apos;%2&apos; is not a user name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node %1: &apos;%2&apos; is not [IPv6 address] or [IPv6 address]:PORT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node %1: &apos;%2&apos; is not an IP address or host name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node %1: &apos;%2&apos; is not a TCP port (1-65535)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::model::ProjectFile</name>
    <message>
        <source>the file is %1 KiB; a project file is at most %2 KiB, so this is not one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file nests deeper than %1 levels; a project file never does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a Railyard project file (expected a mapping with &apos;version&apos; and &apos;cluster&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YAML syntax error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a mapping of keys to values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos; in %2 (allowed: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a single value, not a list or mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a whole number from %2 to %3, not &apos;%4&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be NODE:PORT with port 0 or 1, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the top level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key &apos;version&apos; is missing (this format is version %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version %1 is not supported by this Railyard (it reads version %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key &apos;cluster&apos; is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster.topology is missing (one of %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown topology &apos;%1&apos; (one of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster.avoid must be a list of CIDRs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster.known_hosts must be an absolute or ~/ path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster.nodes must be a non-empty list of nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every node needs &apos;name&apos; and &apos;address&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node name &apos;%1&apos; is not valid (letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;, at most 63)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node &apos;%1&apos; is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>address &apos;%1&apos; of node %2 is not an IP address or host name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>user &apos;%1&apos; of node %2 is not a valid user name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>identity_file of node %1 must be an absolute or ~/ path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster.cables must be a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every cable needs &apos;a&apos; and &apos;b&apos; (NODE:PORT, or &apos;switch&apos; for b)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::plan::MtuPolicy</name>
    <message>
        <source>NVIDIA&apos;s guidance for a directly cabled pair: jumbo frames on both ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA&apos;s guidance for a triangle or ring: standard frames, the same on every link.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The switch&apos;s default frame size; raise it only after every Spark-facing switch port is set higher.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::plan::NetworkPlan</name>
    <message>
        <source>Topology: %1, MTU %2 (%3)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Cables to connect:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Tip: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (management %2)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>netdev</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rdma</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Warnings:
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::plan::NetworkPlanner</name>
    <message>
        <source>MTU %1 is out of range; use %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set explicitly.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::plan::SubnetPool</name>
    <message>
        <source>invalid subnet pool: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the subnet pool %1 is smaller than one /24; use a /24 or larger (e.g. %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid CIDR to avoid: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the subnet pool %1 has %2 free /24 subnets but the plan needs %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1 overlap a CIDR to avoid)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; pass a larger --subnet-pool (a /19 holds 32)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::probe</name>
    <message>
        <source>destination &apos;%1&apos; is not an address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown word(s) &apos;%1&apos; ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not ip route output: no &apos;DESTINATION [via GATEWAY] dev IFACE ...&apos; line and no ip -j route JSON array</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::probe::DmesgParser</name>
    <message>
        <source>unrecognised PCIe bandwidth message: &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unrecognised PCIe bandwidth message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a kernel log: no timestamped line and no mlx5 PCIe bandwidth, power or link message</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::probe::EthtoolFecParser</name>
    <message>
        <source>no configured FEC encoding listed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected one active FEC encoding, got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not ethtool --show-fec output: no &apos;FEC parameters for&apos; block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lane counter out of order or not a count</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::probe::EthtoolInfoParser</name>
    <message>
        <source>empty driver name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected yes or no for &apos;%1&apos;, got &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not ethtool -i output: no &apos;driver:&apos; line</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::probe::EthtoolLinkParser</name>
    <message>
        <source>unexpected value &apos;%1&apos; for &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not ethtool output: no Speed, Duplex or Link detected line</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::probe::EthtoolModuleParser</name>
    <message>
        <source>not ethtool -m output: no Identifier, Vendor or Length line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected value or unit &apos;%1&apos; for &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::probe::EthtoolStatsParser</name>
    <message>
        <source>counter &apos;%1&apos; has a value that is not a 64-bit unsigned integer: &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lane index %1 is out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not ethtool -S output: no &apos;name: value&apos; counter line</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::probe::Ibdev2netdevParser</name>
    <message>
        <source>expected &apos;DEVICE port N ==&gt; NETDEV (State)&apos;, got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not ibdev2netdev output: no &apos;DEVICE port N ==&gt; NETDEV&apos; line</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::probe::IbstatParser</name>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a GUID (0x and up to 16 hex digits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown port state &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown physical state &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rate in Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a hexadecimal mask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not ibstat output: no &quot;CA &apos;NAME&apos;&quot; line</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::probe::IbvDevinfoParser</name>
    <message>
        <source>&apos;%1&apos; is not a number: &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty hca_id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected port state &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not ibv_devinfo output: no &apos;hca_id:&apos; line</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::probe::IpAddrParser</name>
    <message>
        <source>not ip -j output: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not ip -j link/addr output: expected a JSON array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not ip -j link/addr output: an entry lacks ifindex or ifname</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mtu is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>malformed interface line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>address line without an address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected ADDRESS/PREFIX after %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not ip link/addr output: no &apos;N: IFNAME: &lt;FLAGS&gt;&apos; line</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::probe::IpNeighParser</name>
    <message>
        <source>not ip -j neigh output: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not ip -j neigh output: an entry lacks dst</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown word(s) &apos;%1&apos; ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not ip neigh output: no &apos;ADDRESS dev IFACE lladdr MAC STATE&apos; line and no ip -j neigh JSON array</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::probe::IpRouteParser</name>
    <message>
        <source>not ip -j route output: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not ip -j route output: an entry lacks dst</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::probe::LspciParser</name>
    <message>
        <source>expected &apos;Speed NGT/s, Width xN&apos;, got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad link speed &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not lspci output: no device line and no LnkCap/LnkSta line</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::probe::MlxlinkParser</name>
    <message>
        <source>&apos;%1&apos; has a value that is not %2: &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a 64-bit unsigned integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a bit error ratio such as 1E-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a lane count such as 4x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a comma-separated list of integers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not mlxlink output: no mlxlink section, field or error line</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::probe::NcclLogParser</name>
    <message>
        <source>not an NCCL debug log: no &quot;NCCL INFO&quot; or &quot;NCCL WARN&quot; line found</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::probe::NcclTestsParser</name>
    <message>
        <source>not nccl-tests output: no nccl-tests header, column header, result row or bus bandwidth summary found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a result row with a value missing or unreadable</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::probe::NvidiaSmiParser</name>
    <message>
        <source>GPU row without its second line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected value &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not nvidia-smi output: no &apos;NVIDIA-SMI ... Driver Version&apos; header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;Fan Temp Perf Pwr | Memory | Util Compute&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::probe::ParserRegistry</name>
    <message>
        <source>unknown kind &apos;%1&apos;; known: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is ib_%1 output, not %2 output</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::probe::PerftestParser</name>
    <message>
        <source>not perftest output: no test header, result table, address line or perftest error message found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a second test header: this output mixes the lines of two runs, so the header values and rows may belong to either</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bandwidth unit &apos;%1&apos; is not one perftest prints; the rows under it are not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a latency row with a value missing or unreadable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a bandwidth row with a value missing or unreadable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a second device, %1 after %2: the output of two runs is mixed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::probe::RdmaLinkParser</name>
    <message>
        <source>not rdma -j link output: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not rdma -j link output: expected a JSON array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not rdma -j link output: an entry lacks ifname or port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rdma -j link output lists no link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>netdev_index &apos;%1&apos; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not rdma link output: no &apos;link DEVICE/PORT&apos; line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;link DEVICE/PORT state ...&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rdma link line without a state</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::remote::CommandBuilder</name>
    <message>
        <source>program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refusing to run %1: invalid %2 &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>interface name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>address/prefix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>argument</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::remote::CommandRunner</name>
    <message>
        <source>no connection to node &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>[%n byte(s) not recorded: a file that may hold passwords or keys]</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::remote::HostKeyVerifier</name>
    <message>
        <source>cannot set the known_hosts files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the server at %2 sent no usable host key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not readable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: WARNING: the host key of %2 has CHANGED. It is now %3 %4, but the known_hosts files record %5. Someone may be intercepting the connection, or the node was reinstalled. Railyard refuses to connect; if the change is expected, remove the old entry for %2 from %6 or %7 after checking the new fingerprint on the node&apos;s console.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot check the host key of %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot export the host key: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the host key of %2 is %3 %4, not the expected %5; refusing to connect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the host key of %2 is not known (%3 %4). Railyard does not trust unknown keys without confirmation; compare the fingerprint with the node&apos;s own (ssh-keygen -lf /etc/ssh/ssh_host_*_key.pub on its console) and accept it with --accept-host-key %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project&apos;s known_hosts file %1 lists this key, but a file that came with a project is not proof of the node&apos;s identity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project&apos;s known_hosts file %1 lists a different key for %2 (%3): the node was reinstalled, or this is not the node the project means.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::remote::KnownHostsFile</name>
    <message>
        <source>cannot create directory %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::remote::LocalMachine</name>
    <message>
        <source>the project says local: true</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its management address %1 is an address of this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 names this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its machine-id %1 is this machine&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::remote::LocalTransport</name>
    <message>
        <source>%1: cannot start %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 timed out after %3 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not found
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no privileged action of Railyard runs %1 as root</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::remote::NetlinkMonitor</name>
    <message>
        <source>cannot watch the network over netlink (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::remote::NetlinkReader</name>
    <message>
        <source>reading %1 over netlink failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::remote::PrivilegedAction</name>
    <message>
        <source>%1 refused: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::remote::RdmaDeviceLister</name>
    <message>
        <source>no RDMA device: the kernel has no RDMA core loaded (%1 does not exist)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no RDMA device: %1 lists none (is the ConnectX driver mlx5_ib loaded?)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::remote::SshTransport</name>
    <message>
        <source>&apos;%1&apos; is not a valid host name or address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the SSH configuration gives &apos;%1&apos; as host name, which is not a valid host name or address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid user name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid SSH port %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ProxyJump &apos;%1&apos; is not a plain host list</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::remote::SshWorker</name>
    <message>
        <source>%1: disconnected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot create an SSH session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: connecting to %2 port %3 timed out after %4 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot connect to %2 port %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the host key of %2 was not accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot remember the host key: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: authentication failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: authentication failed for user &apos;%2&apos; at %3: no key, agent identity or password was accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: command cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: empty command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: connection lost: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot start %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: sudo is not available for user &apos;%2&apos;: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: sudo refused the password of user &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: root commands need the sudo password of user &apos;%2&apos;, which was not given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: connection lost while running %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 timed out after %3 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: connection lost (keep-alive failed): %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::remote::TransportFactory</name>
    <message>
        <source>%1: choose a key file for key authentication.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::render::CablingPainter</name>
    <message>
        <source>Switch (200G ports, one L2 domain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this machine</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::render::ChecklistPdf</name>
    <message>
        <source>the folder for %1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::render::DiagramBuilder</name>
    <message>
        <source>Expected by the topology, not present.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 went down (reported by the kernel just now).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::render::PdfReport</name>
    <message>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exit %1, %2 ms%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[… %1 more lines]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict: no problems found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Verdict: working, with %n warning(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Verdict: not working as it should — %1 error(s), %2 warning(s); first: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Railyard cluster report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generated %1 by Railyard %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary of findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster and topology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node inventory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cabling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address plan and MTU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings with evidence and fix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Appendix: command log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No findings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Topology: %1, %n node(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Management address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSH user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No inventory was collected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>planned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MTU %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Netdev</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RDMA device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No address plan: the cluster description has errors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No measurements were run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No commands were run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the folder for %1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not write the PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Railyard report, page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n more finding(s) follow from this (section 7).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Follows from:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: command log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The appendix of %1, generated %2 by Railyard %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The %n command(s) of this run, each with its output, exit code and duration, are in %1 beside this report.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::render::ReportContentBuilder</name>
    <message>
        <source> (downgraded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reachable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no: the node could not run commands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model / system release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OS release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Management interface</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: driver, firmware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: PCIe </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capable </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, running </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port %1 cable EEPROM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, SN </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, attenuation </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not collected: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected by the topology; no link was found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Present: RDMA ran over it (discovery saw no neighbour).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unconfirmed: the ports have a link but nothing answered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not checked: cabling discovery has not run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loopback (card health, no cable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RDMA device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Healthy about 106 Gb/s; about 13 Gb/s means the card is throttled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loopback bandwidth per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>healthy card: about 106 Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RDMA bandwidth per cable (ib_write_bw, both rails at once)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rail 1 Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rail 2 Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>% of 200</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One rail alone Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One cable with both rails: 185-190 Gb/s. Sequential runs are never added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RDMA bandwidth per rail (both rails at once)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>healthy rail with its twin busy: about 92 Gb/s (185 per cable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCCL %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average bus bandwidth GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RDMA devices used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference: 19-24 GB/s for a pair with both rails; one device about 13.9 GB/s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data over sockets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one RDMA device only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps that could not run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RDMA bandwidth per cable (both rails at once)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>limit: 200 Gb/s per cable; healthy cables reach 185-190</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCCL %1: bus bandwidth by message size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shaded: 19-24 GB/s, measured on healthy pairs with both rails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message size (bytes)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::report::ReportItem</name>
    <message>
        <source>report item has an unknown kind &apos;%1&apos; or status &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::report::ReportRenderer</name>
    <message>
        <source>[… %1 more lines]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[output truncated at capture]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::sim::PerftestEmulator</name>
    <message>
        <source> Invalid Command or flag.
 Please check command line and run again.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no RDMA device %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot connect to %1:%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RDMA path from %1 does not reach %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::sim::SamplerEmulator</name>
    <message>
        <source>railyard-sampler: %1 needs a number
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>railyard-sampler: unknown option %1
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::sim::ScenarioCatalog</name>
    <message>
        <source>Two Sparks, one QSFP112 cable port 0 to port 0, everything healthy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three Sparks in a triangle, port 0 to port 1 of the next node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four Sparks in a ring, port 0 to port 1 of the next node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eight Sparks on a switch with hardware offload, port 0 on every node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two Sparks; the cable goes from port 0 of spark-1 to port 1 of spark-2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two Sparks; only rail 1 of the port carries the link, rail 2 stays down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A ring of four with the cable from spark-3 to spark-4 missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A ring of four cabled 1-3-2-4 while the plan says 1-2-3-4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two Sparks; the ConnectX-7 of spark-2 is throttled (loopback ~13 Gb/s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two Sparks; clean with idle GPUs, but under GPU load lane 1 of the cable shows ~1000x the errors of lane 0 and the link drops after ~3 minutes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two Sparks; the cable&apos;s EEPROM reports 0 dB attenuation (a placeholder).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two Sparks joined by a 200G to 2x100G breakout on the Spark side: one leg links at 100G, the other stays dead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two Sparks; spark-1 uses MTU 9000 on the cluster link, spark-2 still 1500.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two Sparks; NCCL_IB_HCA names one RDMA device, NCCL uses one rail (~13.9 GB/s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two Sparks; NCCL finds no RDMA device and silently moves the data to sockets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four Sparks on a switch whose bridge is not hardware offloaded (~10 Gb/s per rail).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four Sparks on a switch where PFC pauses halt RoCE: connections up, no data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A healthy-looking ring of four in which the ConnectX-7 of spark-3 is throttled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown scenario &quot;%1&quot;; known: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two Sparks; spark-1&apos;s LAN route 10.224.0.0/12 overlaps the default cluster pool 10.231.0.0/19.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two Sparks on a switch with hardware offload, port 0 on both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two freshly installed Sparks, cabled port 0 to port 0: the cluster netdevs are administratively down and have no addresses until bring-up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two Sparks, cabled and linked, with no addresses on the rails yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two healthy Sparks running lldpd (lldpctl installed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A healthy pair; port 1 of spark-2 is also cabled to lab-ws-07, a machine outside the cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two Sparks; perftest and nccl-tests are not installed on spark-2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two Sparks; sudo on spark-2 asks for a password.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pair configured by NVIDIA&apos;s setup helper: /etc/netplan/40-cx7.yaml puts both rails of port 0 in 192.168.0.0/24 (.1 and .2 on spark-1, .3 and .4 on spark-2); Railyard&apos;s plan is not applied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A triangle configured by NVIDIA&apos;s setup helper: each cable&apos;s two rails share one /24 (192.168.0.0/24, .1.0/24, .2.0/24) in /etc/netplan/40-cx7.yaml; Railyard&apos;s plan is not applied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four Sparks on a switch configured by NVIDIA&apos;s setup helper: both rails of every node in 192.168.0.0/24 (/etc/netplan/40-cx7.yaml); Railyard&apos;s plan is not applied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pair set up as NVIDIA&apos;s earlier playbook did: /etc/netplan/40-cx7.yaml asks for link-local IPv4 only, so every rail has a 169.254.0.0/16 address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two Sparks with two cables, port 0 to port 0 and port 1 to port 1; the second adds no bandwidth.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pair configured by hand in /etc/netplan/50-cluster.yaml with both rails of the cable in 10.10.0.0/24 and no MTU (1500): the neighbour tables show ARP flux once the nodes have talked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two Sparks; on spark-2 the PCIe link of rail 2 trained at Gen5 x2 instead of x4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a switch lab has 2 to 64 nodes, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Sparks on a switch with hardware offload, port 0 on every node.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::sim::ScenarioFile</name>
    <message>
        <source>not a valid scenario: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the scenario file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cable end &quot;%1&quot; is not NODE:PORT (port 0 or 1, a node of the scenario) or &quot;switch&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a scenario file is a mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give either &quot;base&quot; (a scenario name) or &quot;topology&quot; and &quot;nodes&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown topology &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;nodes&quot; must be between 2 and 16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;cables&quot; is a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a cable needs &quot;a&quot; and &quot;b&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the &quot;a&quot; end of a cable must be a node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown cable family &quot;%1&quot; (qsfp112 or qsfp56)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;faults&quot; maps node names to faults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a node of the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pcie rail must be 1 or 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;missing_tools&quot; is a list of packages or programs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown &quot;addresses&quot; value &quot;%1&quot; (plan, legacy, bare, nvidia-helper, hand-written-shared or link-local)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::telemetry::SamplerLineParser</name>
    <message>
        <source>not a sampler line (expected RY1 TICK TIME NETDEV ...)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid tick &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid time &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid netdev &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected key=value, got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::telemetry::SamplerScript</name>
    <message>
        <source>the sampler needs at least one netdev</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::telemetry::TelemetrySampler</name>
    <message>
        <source>%1: the sampler&apos;s command ended: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::ui::AddressPlanPage</name>
    <message>
        <source>The range the /24 subnets are taken from. It must not overlap your LAN or a VPN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subnet pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 192.168.0.0/16, 10.8.0.0/24</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subnets to avoid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recommended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MTU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subnet &amp;pool:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;void:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;MTU:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interface</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RDMA device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subnet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Addresses per node, port and rail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node whose netplan is shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generated netplan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Netplan (/etc/netplan/%1) for:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is given to two interfaces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The management address of %1 (%2) lies in the cluster subnet %3: choose another pool or add it to Avoid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One subnet per rail of every cable, one address per rail end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One subnet per rail of every cable, one address per rail end: the same address on two rails would cause ARP flux. The management link is never part of the plan.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::ui::ApplyPage</name>
    <message>
        <source>Preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changes on the selected node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview shows here what the apply would change on the selected node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dry run: show the diff and the commands per node, change nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply the plan to every node, then verify it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop before the nodes are confirmed and restore them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore every node to the state before the last apply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Confirming: each node&apos;s guard restores it unless confirmed within %n s.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped: the cluster was replaced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no address plan for this cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No file changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commands, in order:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>already as planned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>would change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The apply would be refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every node is already as planned: nothing to apply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview ready: select a node to see its diff and commands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%v of %m steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>live, confirming</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled; the nodes were put back: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The apply failed and was rolled back: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applied. Verifying every link from the nodes themselves...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 peer checks passed (ping, MTU %3, route).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to change: every node was already as planned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Applied to %n node(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 Verify passed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 Verify failed: %2 %n problem(s) in all, see the details.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Too late to cancel: the nodes are live and being confirmed. Use Undo afterwards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling: the nodes are restored as soon as the current step ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>restored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>restore failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled: every node was restored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled, but not every node could be restored; its guard still will.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>restoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>undo failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undone: every node is back to its state before the apply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo failed on at least one node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the cluster as it is against the plan (addresses, links, ping, MTU, routes), changing nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verifying every link from the nodes themselves, changing nothing...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster as it is:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the address plan onto the nodes; each node undoes it unless Railyard confirms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the address plan onto the nodes: a netplan file for the cluster links, applied with a journal and a guard on each node that restores it unless Railyard confirms in time. The management link is never touched.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::ui::CablingDiagram</name>
    <message>
        <source>Cabling diagram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s); use the arrow keys to select one</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Cable %1 of %2: %3 %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 port %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cabling checklist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown picture format &quot;%1&quot;: use .svg, .png or .pdf</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::ui::CablingPage</name>
    <message>
        <source>Cables to connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cables to connect:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tip: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discover cabling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask every node which neighbour answers on each rail; nothing is installed or configured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the cabling the topology expects instead of what was found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%v of %m stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discovery progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cabling discovery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inventory read; pinging every rail and reading the neighbour tables…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the inventory of every node…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discovery cancelled; the diagram shows the plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Discovered %n cable(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) found: see the red cables and the Findings step.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Every cable is where the topology wants it, on both rails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not reach %1: its cables are missing from the diagram.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export SVG...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export PNG...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the whole diagram again (key 0). Zoom with Ctrl+wheel or the + and - keys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the diagram as a vector picture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the diagram as a picture at twice the screen resolution.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the cabling diagram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG pictures (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop on %1 port %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not on %1 port %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not moved to %1 port %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not moved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The diagram shows the cables the nodes reported, not a plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press &quot;Show the plan&quot; to re-plan the cabling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This cable is only expected by the topology; it is not in the plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the cables of the plan; this one goes once the plan matches the topology.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan then follows every cabling rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>No new problem; %n problem(s) of the plan remain.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>last test failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last test %1 Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 planned, %2 now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no address planned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Gb/s link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>link speed not read yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not tested yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rail %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, managed at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 port %2: no cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 port %2, cabled to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print checklist...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the diagram and every numbered cable with both ends and a box to tick as a PDF page, and open it to print.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layout by topology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack stack (in the listed order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pair side by side, a ring around a circle, a switch&apos;s nodes in a row; or the nodes stacked as in a rack, top to bottom in the order they are listed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diagram layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the cabling checklist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cabling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which port goes to which: connect the numbered cables, then discover them to check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every Spark with its grey RJ-45 management port and QSFP ports 0 and 1, each port on the side facing the node its cable goes to. Cables are numbered as in the list and drawn as their two rails; a dashed rail carries nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 went down just now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the cable and the port; the diagram marks the cable it belongs to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This machine (%1): read and changed directly, without SSH.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The addresses of %1 on %2 changed just now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discover again to see the cabling with the new addresses.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::ui::ClusterOverview</name>
    <message>
        <source>Cluster overview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One row per node, one column per rail; click a cell for that node&apos;s charts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, port %2 rail %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cable planned in this port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No sample yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Received %1 Gb/s, sent %2 Gb/s (%3% of the rail&apos;s %4 Gb/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pre-FEC bit error rate %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worst lane: %1 errors/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>port %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rail %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>link down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BER %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 err/s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::ui::ClusterSession</name>
    <message>
        <source>Demo %1 (simulated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demo scenario &quot;%1&quot; could not be started: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster has no nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the rail addresses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no node &quot;%1&quot; in the project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a connection test is already running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test the connection to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 answered as %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 answered as %2; %n detail(s) could not be read.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 did not answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster has no nodes yet: add them on the Nodes page.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::ui::ConnectionPrompts</name>
    <message>
        <source>Key type: %1
Fingerprint: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare it with the fingerprint shown on the node itself (for example on its console: ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub) before you accept. Accepted keys are remembered in Railyard&apos;s known_hosts file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown host key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2, port %3) presents a host key Railyard has not seen before.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trust this key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign in to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password for %1@%2:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passphrase of the key %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sudo on %1 asks for the password of %2:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That was not accepted. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remember in the system keychain</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::ui::FindingsPage</name>
    <message>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finding details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evidence and fix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing found yet. Run discovery on the Cabling step or the tests on the Tests step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 error(s), %2 warning(s), %3 note(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evidence:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finding id: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n of them follow from a cause and are folded under it.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Follows from:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What discovery and the tests found, causes first, each with its evidence and fix.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What discovery and the tests found, errors first. Select one for the evidence and the fix; the report below lists every command that ran and what it printed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::ui::InlineBanner</name>
    <message>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::ui::LivePage</name>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node to chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>errors/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>port %1 rail %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>limit 200 Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error rate chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the rail addresses for the load…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the rail addresses: charting without load.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load for the live charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset zoom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time window</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Rail whose lanes are charted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lanes to chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All lanes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lane %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause the charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Freezes the charts; sampling continues and Resume jumps back to live.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset the zoom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values under the mouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lanes of port %1 rail %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lane %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>load stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>load started</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Sampling %n node(s) every %1 ms; charts redraw up to %2 times a second.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Paused: the charts show a frozen window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>link down, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>link up, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume the live charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At %1 s:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lane %1, port %2 rail %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>errors/s (log)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 port %2 rail %3 rx</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 port %2 rail %3 tx</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load the cables (ib_write_bw)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load every cable with ib_write_bw while charting. Without traffic the charts stay at zero; the load runs on both rails of every cable until you press Stop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every node&apos;s rails at a glance; click one for its node&apos;s throughput and error rates over time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput of each rail of one node, each way, with the node&apos;s 200 Gb/s limit, and the corrected-error rate of each rail and of each lane of one rail on a log scale (a healthy cable shows a small steady stream; one rail or lane far above the others is the warning sign). Dashed vertical lines mark link and load events. Pause to look back: the sampling goes on, and the time axis zooms with the mouse wheel or a dragged rectangle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 is up again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 went down just now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the cable and the port; the Cabling page marks the cable it belongs to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every node delivers samples again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No samples from %1; retrying.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::ui::MainWindow</name>
    <message>
        <source>Railyard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4. Apply configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not available in this build yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This step is not available in this build yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not open the project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Railyard projects (*.yaml *.yml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>demo: %1 (simulated, nothing is contacted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Railyard — %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cabling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done, with warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::ui::NodesPage</name>
    <message>
        <source>Add from SSH config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test &amp;all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSH port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hosts in ~/.ssh/config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inventory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inventory summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect to the selected node and read its inventory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hosts found in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A node called &quot;%1&quot; is already in the project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo: these nodes come from the scenario, and &quot;Test connection&quot; talks to the simulator. Nothing on your network is contacted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connections use SSH with the host key verified; passwords are never written to the project file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not tested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSH agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign-in method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password: asked when connecting; you can keep it in the system keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row %1: a node needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row %1: the SSH port must be a number from 1 to 65535.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not reachable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host name: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OS release: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kernel: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ConnectX-7 firmware: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>up, %1 Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Management interface (never touched): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n detail(s) could not be read</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Read the cluster as it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For a cluster another tool or a person already set up: read every node&apos;s netplan files, addresses and cabling, name the topology and who configured it, and diagnose it. Nothing is changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the nodes of the existing cluster and test them, then press &quot;Read the cluster as it is&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the cluster&apos;s nodes first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found: %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not reachable: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Read the cluster as it is: %n finding(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the cluster was cancelled; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Sparks of the cluster and how Railyard reaches them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every Spark of the cluster and how Railyard reaches it over the management network. &quot;Test connection&quot; signs in, checks the host key and reads what the node has, without changing anything.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This machine (%1): read and changed directly, without SSH; root work asks for your password through polkit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This machine is not reached over SSH.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is this machine (%2): it is read and changed directly, without SSH.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::ui::ReportPage</name>
    <message>
        <source>&amp;Redact user names and addresses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paper size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For a report you share: SSH user names and IP addresses are masked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paper size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No findings yet. Run discovery on the Cabling page and the tests first for a complete report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s): </source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 error(s), %2 warning(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Railyard report: demo %1 (simulated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Railyard report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report written to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write the report to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A PDF of the whole session for yourself or for vendor support.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A PDF for yourself or for vendor support: the verdict, the cluster, the cabling diagram, the address plan, every result and finding with its fix, and the log of every command that ran. Passwords are never in it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report written to %1; its command log to %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::ui::ResultCharts</name>
    <message>
        <source>Result charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charts appear here as the tests finish.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language changes the next time Railyard starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::ui::StartPage</name>
    <message>
        <source>&lt;h1&gt;Railyard&lt;/h1&gt;&lt;p&gt;Turn two or more Sparks into a working cluster, and prove that it works.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New cluster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open railyard.yaml…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the demo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Describe your nodes and how they are cabled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a project file saved earlier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A simulated cluster with realistic faults to find; nothing is contacted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent projects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open an existing cluster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sparks already cabled and configured (by NVIDIA&apos;s tools, scripts or by hand): add their nodes, and Railyard reads the cluster as it is and diagnoses it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::ui::TestsPage</name>
    <message>
        <source>RDMA bandwidth and latency per rail and cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loopback per node (card health, no cable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCCL all_gather and all_reduce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rail 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rail 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>% of 200 Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped: the cluster was replaced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at least one test.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the rail addresses of every node…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling: stopping the running commands and cleaning up…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All tests finished. The findings are on the Findings step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RDMA bandwidth: ib_write_bw over both rails of every cable…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loopback: ib_write_bw with both ends on each node…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCCL: all_gather_perf and all_reduce_perf through mpirun…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RDMA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only one rail carried traffic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>far below the 185-190 Gb/s of a healthy cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one rail alone: %1 (separate run)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>latency rail %1: %2 us</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loopback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>card healthy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>card THROTTLED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>card below normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no RDMA device named</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HCAs: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one device only: one rail, half speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fell back to sockets (TCP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>busbw %1 GB/s (peak %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCCL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the rail addresses: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A failing cable often shows only once the GPUs are hot: one lane&apos;s errors run away minutes before the link drops. An idle-GPU test misses it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable to soak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Soak duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lane %1 of %2 on %3 runs at %4 errors/s, far above the other lanes: the cable is failing. The soak goes on to see whether the link drops.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Soak: %1 under full load for %n minute(s)…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n sample(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>module up to %1 °C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lane %1 of %2 on %3 at %4 errors/s after %5 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>link of %1 on %2 dropped after %3 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Soak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Soak one cable under full load, every lane watched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verify and test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure every card, cable and collective against what a healthy cluster gives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One cable reaches about 185-190 Gb/s only when both of its rails carry traffic at the same time; the loopback test shows whether a card is throttled (~13 Gb/s instead of ~106 Gb/s); NCCL must name both RDMA devices of the cabled port.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::ui::TopologyPage</name>
    <message>
        <source>Port 0 (next to the RJ-45)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recommended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 192.168.1.0/24, 10.8.0.0/16 (your LAN and VPN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topology:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port (direct and switch):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MTU:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subnet pool:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avoid:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Management address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSH user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address plan:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row %1: &apos;%2&apos; is not a valid node name (letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not an IP address or host name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topology and nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the Sparks are cabled, listed in cabling order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose how the Sparks are cabled and list them in cabling order: in a triangle or ring, port 0 of each node goes to port 1 of the next.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::util::BoundedFile</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is a symbolic link; it is not followed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is larger than %1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
