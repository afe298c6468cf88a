<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
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
    <message>
        <source>cannot write %1: %2</source>
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
        <source>parse %1: %2; is it really %1 output?</source>
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
        <source>--node &apos;%1&apos; must be NAME=MGMT_ADDR with a name of letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--node %1: &apos;%2&apos; is not an IP address or host name</source>
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
</context>
<context>
    <name>railyard::model</name>
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
    <name>railyard::model::CablingRules</name>
    <message>
        <source>Port %1 does not exist: a Spark has ports 0 and 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use port 0 (nearer the RJ-45) or port 1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::model::Checker</name>
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
        <source>Port %1 does not exist: a Spark has ports 0 and 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use port 0 (nearer the RJ-45) or port 1.</source>
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
</context>
<context>
    <name>railyard::model::Reader</name>
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
    <name>railyard::probe::DmesgParser</name>
    <message>
        <source>unrecognised PCIe bandwidth message: &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no mlx5 PCIe bandwidth, power or link message found</source>
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
        <source>unexpected value &apos;%1&apos; for &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not ethtool -m output: no Identifier, Vendor or Length line</source>
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
        <source>not ip -j neigh output: expected a JSON array (run ip -j neigh)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not ip -j neigh output: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not ip -j neigh output: an entry lacks dst</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::probe::IpRouteParser</name>
    <message>
        <source>not ip -j route output: expected a JSON array (run ip -j route)</source>
        <translation type="unfinished"></translation>
    </message>
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
</context>
<context>
    <name>railyard::probe::NvidiaSmiParser</name>
    <message>
        <source>%1: &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU row without its second line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;Fan Temp Perf Pwr | Memory | Util Compute&apos;, got &apos;%1&apos;</source>
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
</context>
<context>
    <name>railyard::probe::ParserRegistry</name>
    <message>
        <source>this parser is not built yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown kind &apos;%1&apos;; known: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::probe::PerftestParser</name>
    <message>
        <source>not perftest output: no test header, result table, address line or perftest error message found</source>
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
        <source>expected &apos;link DEVICE/PORT state ...&apos;, got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>netdev_index &apos;%1&apos; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rdma link line without a state: &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not rdma link output: no &apos;link DEVICE/PORT&apos; line</source>
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
        <source>%1: the host key of %2 is not known (%3 %4). Railyard does not trust unknown keys without confirmation; check the fingerprint on the node (ssh-keygen -lf /etc/ssh/ssh_host_%5_key.pub) and accept it with --accept-host-key %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the host key of %2 is %3 %4, not the expected %5; refusing to connect.</source>
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
    <name>railyard::sim</name>
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
        <source>Two Sparks; spark-1&apos;s LAN route 192.168.96.0/20 overlaps the default cluster pool.</source>
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
</context>
<context>
    <name>railyard::ui::MainWindow</name>
    <message>
        <source>Railyard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Railyard is under construction: the cluster wizard and the built-in demo cluster are not available in this build yet. Use railyard-cli plan to compute a network plan.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
