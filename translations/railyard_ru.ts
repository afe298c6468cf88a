<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>main</name>
    <message>
        <source>Set up and verify a cluster of DGX Sparks.</source>
        <translation>Настройка и проверка кластера из DGX Spark.</translation>
    </message>
    <message>
        <source>Open the simulated demo cluster SCENARIO.</source>
        <translation>Открыть демонстрационный симулированный кластер SCENARIO.</translation>
    </message>
    <message>
        <source>A railyard.yaml to open.</source>
        <translation>Файл railyard.yaml для открытия.</translation>
    </message>
    <message>
        <source>Reach every node over SSH, also the machine this runs on (nodes the project marks local: true stay local).</source>
        <translation>Подключаться ко всем узлам по SSH, в том числе к компьютеру, на котором запущена программа (узлы с local: true в проекте остаются локальными).</translation>
    </message>
</context>
<context>
    <name>railyard::action::ActionPlan</name>
    <message>
        <source>cancelled by the user</source>
        <translation>отменено пользователем</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>Отмена: %1</translation>
    </message>
    <message>
        <source>undone</source>
        <translation>отменено</translation>
    </message>
</context>
<context>
    <name>railyard::adopt::AdoptionResult</name>
    <message>
        <source>Written by railyard-cli adopt: the cluster as it was found.</source>
        <translation>Записано railyard-cli adopt: кластер в том виде, в каком он найден.</translation>
    </message>
    <message>
        <source>Migrating to Railyard&apos;s plan: railyard-cli apply --project FILE --dry-run shows every change first.</source>
        <translation>Переход на план Railyard: railyard-cli apply --project ФАЙЛ --dry-run сначала показывает каждое изменение.</translation>
    </message>
    <message>
        <source>Topology: %1: %2
</source>
        <translation>Топология: %1: %2
</translation>
    </message>
    <message>
        <source>%1: %2 (%3)
</source>
        <translation>%1: %2 (%3)
</translation>
    </message>
    <message>
        <source>%1: not reachable
</source>
        <translation>%1: недоступен
</translation>
    </message>
    <message>
        <source>%1: not reachable: %2
</source>
        <translation>%1: недоступен: %2
</translation>
    </message>
    <message>
        <source>No findings.
</source>
        <translation>Проблем не найдено.
</translation>
    </message>
    <message>
        <source>Findings: %1
</source>
        <translation>Найдено проблем: %1
</translation>
    </message>
    <message>
        <source>fix: %1</source>
        <translation>что сделать: %1</translation>
    </message>
    <message>
        <source>note: %1
</source>
        <translation>примечание: %1
</translation>
    </message>
</context>
<context>
    <name>railyard::adopt::ClusterAdopter</name>
    <message>
        <source>Inventory read; finding the cables…</source>
        <translation>Инвентаризация прочитана; ищем кабели…</translation>
    </message>
    <message numerus="yes">
        <source>Reading %n node(s): addresses, routes, netplan files…</source>
        <translation>
            <numerusform>Читаем %n узел: адреса, маршруты, файлы netplan…</numerusform>
            <numerusform>Читаем %n узла: адреса, маршруты, файлы netplan…</numerusform>
            <numerusform>Читаем %n узлов: адреса, маршруты, файлы netplan…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::adopt::NodeLayout</name>
    <message>
        <source>not configured</source>
        <translation>не настроен</translation>
    </message>
    <message>
        <source>Railyard</source>
        <translation>Railyard</translation>
    </message>
    <message>
        <source>NVIDIA&apos;s cluster setup helper</source>
        <translation>помощник настройки кластера NVIDIA</translation>
    </message>
    <message>
        <source>NVIDIA&apos;s earlier playbook (link-local addresses)</source>
        <translation>прежний playbook NVIDIA (link-local-адреса)</translation>
    </message>
    <message>
        <source>NetworkManager (NVIDIA Sync, nmcli or the desktop settings)</source>
        <translation>NetworkManager (NVIDIA Sync, nmcli или настройки рабочего стола)</translation>
    </message>
    <message>
        <source>a hand-written or scripted netplan file</source>
        <translation>файл netplan, написанный вручную или скриптом</translation>
    </message>
    <message>
        <source>addresses set by hand, kept in no file</source>
        <translation>адреса заданы вручную и не сохранены ни в одном файле</translation>
    </message>
    <message>
        <source>unknown (the netplan files could not be read)</source>
        <translation>неизвестно (файлы netplan прочитать не удалось)</translation>
    </message>
    <message>
        <source>%1 asks for link-local IPv4 only, as NVIDIA&apos;s earlier two-node playbook did</source>
        <translation>%1 запрашивает только link-local IPv4, как делал прежний playbook NVIDIA для двух узлов</translation>
    </message>
    <message>
        <source>%1 is the file NVIDIA&apos;s setup helper writes</source>
        <translation>%1 — файл, который пишет помощник настройки NVIDIA</translation>
    </message>
    <message>
        <source>%1 is written by NetworkManager</source>
        <translation>%1 записан NetworkManager</translation>
    </message>
    <message>
        <source>%1 configures the rails; no known tool uses that name</source>
        <translation>%1 настраивает рельсы; ни один известный инструмент не использует такое имя</translation>
    </message>
    <message>
        <source>only Railyard&apos;s own %1 configures the rails</source>
        <translation>рельсы настраивает только собственный %1 Railyard</translation>
    </message>
    <message>
        <source>/etc/netplan/40-cx7.yaml is there (its contents need root to read): NVIDIA&apos;s setup helper&apos;s name</source>
        <translation>есть /etc/netplan/40-cx7.yaml (для чтения содержимого нужен root): это имя файла помощника настройки NVIDIA</translation>
    </message>
    <message>
        <source>the rails have addresses; reading the netplan files that may set them needs root</source>
        <translation>у рельсов есть адреса; чтобы прочитать файлы netplan, которые могут их задавать, нужен root</translation>
    </message>
    <message>
        <source>the rails carry link-local addresses only and no netplan file configures them</source>
        <translation>у рельсов только link-local-адреса, и ни один файл netplan их не настраивает</translation>
    </message>
    <message>
        <source>the rails carry addresses but no netplan file configures them: a reboot loses them</source>
        <translation>у рельсов есть адреса, но ни один файл netplan их не задаёт: после перезагрузки они пропадут</translation>
    </message>
    <message>
        <source>no rail has an IPv4 address</source>
        <translation>ни у одного рельса нет адреса IPv4</translation>
    </message>
</context>
<context>
    <name>railyard::adopt::TopologyRecognizer</name>
    <message>
        <source>port %1 of %2 node(s) reaches several cluster nodes: they hang on a switch</source>
        <translation>порт %1 у %2 узл(ов) видит несколько узлов кластера: они подключены к коммутатору</translation>
    </message>
    <message>
        <source>two nodes and one cable between them (%1): a direct pair</source>
        <translation>два узла и один кабель между ними (%1): прямая пара</translation>
    </message>
    <message>
        <source>two nodes and %1 cables between them: a direct pair</source>
        <translation>два узла и %1 кабеля между ними: прямая пара</translation>
    </message>
    <message>
        <source>three nodes, each cabled to both others: a triangle</source>
        <translation>три узла, каждый соединён с двумя другими: треугольник</translation>
    </message>
    <message>
        <source>%1 nodes, each cabled to two others in one cycle (%2): a ring</source>
        <translation>%1 узла(ов), каждый соединён с двумя другими в один цикл (%2): кольцо</translation>
    </message>
    <message>
        <source>no cable between cluster nodes was found; %1 is a guess from the node count</source>
        <translation>кабелей между узлами кластера не найдено; %1 — предположение по числу узлов</translation>
    </message>
    <message>
        <source>the %1 cable(s) found match no topology; %2 is a guess from the node count</source>
        <translation>найденные кабели (%1) не подходят ни к одной топологии; %2 — предположение по числу узлов</translation>
    </message>
</context>
<context>
    <name>railyard::apply::ApplyResult</name>
    <message>
        <source>Nothing to do: every node already has this plan.
</source>
        <translation>Делать нечего: на всех узлах уже применён этот план.
</translation>
    </message>
    <message>
        <source>Apply failed: %1
</source>
        <translation>Применение не удалось: %1
</translation>
    </message>
    <message>
        <source>Applied (journal %1).
</source>
        <translation>Применено (журнал %1).
</translation>
    </message>
    <message>
        <source>Set aside %1: it configured %2; a copy is in %3 and undo puts it back.</source>
        <translation>Отложен %1: он настраивал %2; копия лежит в %3, отмена вернёт его на место.</translation>
    </message>
    <message>
        <source>Would set aside %1: it configures %2; a copy goes to %3 and undo puts it back.</source>
        <translation>Будет отложен %1: он настраивает %2; копия будет сохранена в %3, отмена вернёт его на место.</translation>
    </message>
</context>
<context>
    <name>railyard::apply::ClusterApply</name>
    <message>
        <source>Read the nodes</source>
        <translation>Чтение узлов</translation>
    </message>
    <message>
        <source>%1: cannot tell the home directory of the SSH user</source>
        <translation>%1: не удаётся определить домашний каталог пользователя SSH</translation>
    </message>
    <message>
        <source>Apply the network plan</source>
        <translation>Применение сетевого плана</translation>
    </message>
    <message>
        <source>Journal and guard</source>
        <translation>Журнал и страж</translation>
    </message>
    <message>
        <source>Write and validate</source>
        <translation>Запись и проверка</translation>
    </message>
    <message>
        <source>Launch files</source>
        <translation>Файлы запуска</translation>
    </message>
    <message>
        <source>write the NCCL environment file and the MPI hostfile into ~/.railyard on %1</source>
        <translation>записать файл окружения NCCL и hostfile для MPI в ~/.railyard на %1</translation>
    </message>
    <message>
        <source>Go live</source>
        <translation>Ввод в действие</translation>
    </message>
    <message>
        <source>the planned addresses and MTU with ip only (gone at reboot)</source>
        <translation>только запланированные адреса и MTU через ip (пропадут после перезагрузки)</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Подтверждение</translation>
    </message>
    <message>
        <source>nothing was changed on this node</source>
        <translation>на этом узле ничего не изменено</translation>
    </message>
    <message>
        <source>%1: after going live the node does not show %2</source>
        <translation>%1: после ввода в действие узел не показывает %2</translation>
    </message>
    <message>
        <source>Node-to-node SSH</source>
        <translation>SSH между узлами</translation>
    </message>
    <message>
        <source>%1: the new SSH key is unreadable</source>
        <translation>%1: новый ключ SSH не читается</translation>
    </message>
    <message>
        <source>a key per node, the peers&apos; keys in authorized_keys, a known_hosts file from the host keys read over the management sessions and a block in ~/.ssh/config for the cluster addresses</source>
        <translation>ключ на каждом узле, ключи соседей в authorized_keys, файл known_hosts из ключей хостов, прочитанных через сеансы управления, и блок в ~/.ssh/config для адресов кластера</translation>
    </message>
    <message>
        <source>%1: the guard decided before the confirmation arrived; it restores the previous configuration</source>
        <translation>%1: страж принял решение раньше, чем пришло подтверждение; он восстанавливает прежнюю конфигурацию</translation>
    </message>
    <message>
        <source>%1: could not confirm: %2</source>
        <translation>%1: не удалось подтвердить: %2</translation>
    </message>
    <message>
        <source>Stand the guards down</source>
        <translation>Отзыв стражей</translation>
    </message>
    <message>
        <source>Roll back</source>
        <translation>Откат</translation>
    </message>
    <message>
        <source>its guard restored the node before the apply went live</source>
        <translation>страж восстановил узел до ввода применения в действие</translation>
    </message>
    <message>
        <source>restored from journal %1: it runs its previous configuration</source>
        <translation>восстановлено из журнала %1: узел работает с прежней конфигурацией</translation>
    </message>
    <message>
        <source>%1; restored from journal %2: it runs its previous configuration</source>
        <translation>%1; восстановлено из журнала %2: узел работает с прежней конфигурацией</translation>
    </message>
    <message>
        <source>%1rollback failed (%2); the guard on the node finishes the restore of journal %3</source>
        <translation>%1откат не удался (%2); страж на узле завершит восстановление из журнала %3</translation>
    </message>
    <message>
        <source>stage 40-railyard.yaml (mode 0600) in the journal and check it with netplan generate in a temporary root; nothing in /etc/netplan changes yet</source>
        <translation>подготовить 40-railyard.yaml (режим 0600) в журнале и проверить его командой netplan generate во временном корне; в /etc/netplan пока ничего не меняется</translation>
    </message>
    <message>
        <source>netplan apply with the planned files, which go back out of /etc/netplan at once (a reboot before the confirmation boots the old configuration), then the planned addresses and MTU with ip</source>
        <translation>netplan apply с запланированными файлами, которые сразу же убираются из /etc/netplan (перезагрузка до подтверждения загрузит старую конфигурацию), затем запланированные адреса и MTU через ip</translation>
    </message>
    <message>
        <source>read the addresses back over the management session, then make the netplan files persistent (other files defining cluster links are set aside) and cancel the guard</source>
        <translation>прочитать адреса обратно через управляющий сеанс, затем закрепить файлы netplan (другие файлы, задающие линки кластера, откладываются) и отменить страж</translation>
    </message>
    <message>
        <source>%1: its guard restored the previous configuration before the apply went live (the steps before go-live took longer than %2 s)</source>
        <translation>%1: страж вернул прежнюю конфигурацию до ввода в действие (шаги до ввода в действие заняли больше %2 с)</translation>
    </message>
    <message>
        <source>back up the netplan files and the runtime state into %1, start a guard that restores them unless the apply goes live within %2 s and is confirmed within %3 s of going live</source>
        <translation>сохранить файлы netplan и текущее состояние в %1, запустить страж, который восстановит их, если применение не будет введено в действие в пределах %2 с и подтверждено в пределах %3 с после ввода в действие</translation>
    </message>
    <message>
        <source>Read the node and check it can be changed</source>
        <translation>Чтение узла и проверка, что его можно менять</translation>
    </message>
</context>
<context>
    <name>railyard::apply::CommandSequence</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; did not run: %3</source>
        <translation>%1: «%2» не запустилась: %3</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; exited with %3%4</source>
        <translation>%1: «%2» завершилась с кодом %3%4</translation>
    </message>
</context>
<context>
    <name>railyard::apply::Preflight</name>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>не удалось прочитать %1: %2</translation>
    </message>
    <message>
        <source>no inventory</source>
        <translation>нет инвентаризации</translation>
    </message>
    <message>
        <source>Check that the node is on and reachable over SSH, then run apply again.</source>
        <translation>Убедитесь, что узел включён и доступен по SSH, затем снова запустите apply.</translation>
    </message>
    <message>
        <source>Make the netplan directory readable by root.</source>
        <translation>Сделайте каталог netplan доступным для чтения пользователю root.</translation>
    </message>
    <message>
        <source>%1: root commands do not work: %2</source>
        <translation>%1: команды от root не работают: %2</translation>
    </message>
    <message>
        <source>Give the SSH user sudo rights on the node (or the right sudo password).</source>
        <translation>Дайте пользователю SSH права sudo на узле (или укажите верный пароль sudo).</translation>
    </message>
    <message>
        <source>%1 has no &apos;%2&apos;, which the apply needs.</source>
        <translation>На %1 нет «%2», который нужен для применения.</translation>
    </message>
    <message>
        <source>Install the package that provides &apos;%1&apos; on the node.</source>
        <translation>Установите на узел пакет, содержащий «%1».</translation>
    </message>
    <message>
        <source>%1: the plan would change %2, which is the management interface or carries the SSH session (%3).</source>
        <translation>%1: план изменил бы %2, а это управляющий интерфейс или через него идёт сеанс SSH (%3).</translation>
    </message>
    <message>
        <source>not a ConnectX-7 cluster netdev</source>
        <translation>не сетевое устройство кластера ConnectX-7</translation>
    </message>
    <message>
        <source>Only the four ConnectX-7 netdevs may be configured; fix the plan.</source>
        <translation>Настраивать можно только четыре сетевых устройства ConnectX-7; исправьте план.</translation>
    </message>
    <message>
        <source>%1 has no interface %2.</source>
        <translation>На %1 нет интерфейса %2.</translation>
    </message>
    <message>
        <source>Check the ConnectX-7 driver (ip link) on the node.</source>
        <translation>Проверьте драйвер ConnectX-7 (ip link) на узле.</translation>
    </message>
    <message>
        <source>address %1 on %2</source>
        <translation>адрес %1 на %2</translation>
    </message>
    <message>
        <source>the management address %1</source>
        <translation>управляющий адрес %1</translation>
    </message>
    <message>
        <source>route %1 via %2</source>
        <translation>маршрут %1 через %2</translation>
    </message>
    <message>
        <source>%1: the planned subnet %2 overlaps %3.</source>
        <translation>%1: запланированная подсеть %2 пересекается с %3.</translation>
    </message>
    <message>
        <source>Add the conflicting network to &apos;avoid&apos; in the project file and plan again.</source>
        <translation>Добавьте конфликтующую сеть в «avoid» в файле проекта и постройте план заново.</translation>
    </message>
    <message>
        <source>%1: %2 is not valid YAML.</source>
        <translation>%1: %2 — недопустимый YAML.</translation>
    </message>
    <message>
        <source>Fix or remove the file; netplan would refuse it too.</source>
        <translation>Исправьте или удалите файл; netplan его тоже не примет.</translation>
    </message>
    <message>
        <source>%1: %2 defines cluster interfaces together with others (%3); moving it aside would change those too.</source>
        <translation>%1: %2 задаёт интерфейсы кластера вместе с другими (%3); если отложить его, изменятся и они.</translation>
    </message>
    <message>
        <source>Move the cluster interfaces out of that file, then run apply again.</source>
        <translation>Перенесите интерфейсы кластера из этого файла, затем снова запустите apply.</translation>
    </message>
    <message>
        <source>%1: the SSH user&apos;s ~/.ssh cannot be read: %2</source>
        <translation>%1: не удаётся прочитать ~/.ssh пользователя SSH: %2</translation>
    </message>
    <message>
        <source>Make ~/.ssh of the SSH user readable by that user.</source>
        <translation>Сделайте ~/.ssh пользователя SSH доступным ему для чтения.</translation>
    </message>
    <message>
        <source>%1 has no readable host key in /etc/ssh, so its peers could not verify it.</source>
        <translation>У %1 нет читаемого ключа хоста в /etc/ssh, поэтому соседи не смогут его проверить.</translation>
    </message>
    <message>
        <source>Check that sshd is installed and its host keys exist (ssh-keygen -A).</source>
        <translation>Убедитесь, что sshd установлен и его ключи хоста существуют (ssh-keygen -A).</translation>
    </message>
    <message>
        <source>%1: the file system holding %2 is full (%3 bytes free, the apply needs %4).</source>
        <translation>%1: файловая система с %2 заполнена (свободно %3 байт, для применения нужно %4).</translation>
    </message>
    <message>
        <source>Free space on the node (df %1), then run apply again.</source>
        <translation>Освободите место на узле (df %1) и запустите применение снова.</translation>
    </message>
</context>
<context>
    <name>railyard::apply::UndoRunner</name>
    <message>
        <source>Undo</source>
        <translation>Отмена изменений</translation>
    </message>
    <message>
        <source>nothing to undo (no journal)</source>
        <translation>отменять нечего (журнала нет)</translation>
    </message>
    <message>
        <source>nothing to undo (every journal is already restored)</source>
        <translation>отменять нечего (все журналы уже восстановлены)</translation>
    </message>
    <message>
        <source>restored journal %1</source>
        <translation>восстановлено из журнала %1</translation>
    </message>
    <message>
        <source>no journal</source>
        <translation>журнала нет</translation>
    </message>
    <message>
        <source>nothing to undo: apply %1 changed nothing on this node</source>
        <translation>отменять нечего: применение %1 ничего не меняло на этом узле</translation>
    </message>
    <message>
        <source>nothing to undo: journal %1 is already restored</source>
        <translation>отменять нечего: журнал %1 уже восстановлен</translation>
    </message>
    <message>
        <source>refusing to restore journal %1: the newer apply %2 is still in place; undo it first</source>
        <translation>журнал %1 не восстанавливается: более новое применение %2 всё ещё действует; сначала отмените его</translation>
    </message>
</context>
<context>
    <name>railyard::apply::Verifier</name>
    <message>
        <source>Verify</source>
        <translation>Проверка</translation>
    </message>
    <message>
        <source>%1 could not be checked: %2</source>
        <translation>не удалось проверить %1: %2</translation>
    </message>
    <message>
        <source>Check the management link and SSH to the node.</source>
        <translation>Проверьте управляющий линк и SSH-доступ к узлу.</translation>
    </message>
    <message>
        <source>%1 on %2 is not up with carrier.</source>
        <translation>%1 на %2 не поднят или нет несущей (carrier).</translation>
    </message>
    <message>
        <source>Check the cable in port %1 and the cabling plan.</source>
        <translation>Проверьте кабель в порту %1 и схему кабелей.</translation>
    </message>
    <message>
        <source>%1 on %2 has MTU %3, the plan says %4.</source>
        <translation>У %1 на %2 MTU %3, а по плану — %4.</translation>
    </message>
    <message>
        <source>Apply the plan again, and check nothing else manages this interface.</source>
        <translation>Примените план снова и убедитесь, что этим интерфейсом больше ничто не управляет.</translation>
    </message>
    <message>
        <source>%1 on %2 links at %3 Mb/s, expected %4.</source>
        <translation>%1 на %2 установил линк на %3 Мбит/с, ожидается %4.</translation>
    </message>
    <message>
        <source>Check the cable type and that no breakout is used on the Spark side.</source>
        <translation>Проверьте тип кабеля и что со стороны Spark не используется разветвительный (breakout) кабель.</translation>
    </message>
    <message>
        <source>%1 cannot reach %2 (%3) over %4 (rail %5).</source>
        <translation>%1 не может достучаться до %2 (%3) через %4 (рельс %5).</translation>
    </message>
    <message>
        <source>Check the cabling against the plan (port numbers, crossed ports, a dead rail): run discover.</source>
        <translation>Сверьте кабели с планом (номера портов, перепутанные порты, мёртвый рельс): запустите discover.</translation>
    </message>
    <message>
        <source>%1 reaches %2 (%3) over %4, but not with %5-byte frames (don&apos;t fragment).</source>
        <translation>%1 достигает %2 (%3) через %4, но не кадрами размером %5 байт (без фрагментации).</translation>
    </message>
    <message>
        <source>Set MTU %1 on both ends (and on the switch ports), then verify again.</source>
        <translation>Установите MTU %1 на обоих концах (и на портах коммутатора), затем проверьте снова.</translation>
    </message>
    <message>
        <source>On %1 the route to %2 leaves through %3, not %4.</source>
        <translation>На %1 маршрут к %2 идёт через %3, а не через %4.</translation>
    </message>
    <message>
        <source>Look for an overlapping subnet or the same address on two rails (ARP flux).</source>
        <translation>Поищите пересекающуюся подсеть или один и тот же адрес на двух рельсах (ARP flux).</translation>
    </message>
    <message>
        <source>%1 cannot log in to %2 (%3) with SSH in batch mode.</source>
        <translation>%1 не может войти на %2 (%3) по SSH в пакетном режиме.</translation>
    </message>
    <message>
        <source>Apply the plan again (it sets up the node keys, the managed known_hosts and ~/.ssh/config) and check that sshd on %1 listens on its cluster addresses.</source>
        <translation>Примените план снова (он настраивает ключи узлов, управляемый known_hosts и ~/.ssh/config) и убедитесь, что sshd на %1 слушает на своих адресах кластера.</translation>
    </message>
    <message>
        <source>no IPv4 address</source>
        <translation>нет адреса IPv4</translation>
    </message>
    <message>
        <source>Apply the plan, then verify again; if the address goes missing again, something else (NetworkManager, a script) manages this interface.</source>
        <translation>Примените план и проверьте снова; если адрес снова пропадёт, этим интерфейсом управляет что-то ещё (NetworkManager, скрипт).</translation>
    </message>
    <message>
        <source>Other netplan files on %1 may configure it: %2. Apply the plan (it sets aside files that configure cluster ports and says which), then verify again.</source>
        <translation>Его могут настраивать другие файлы netplan на %1: %2. Примените план (он откладывает файлы, настраивающие порты кластера, и называет их), затем проверьте снова.</translation>
    </message>
    <message>
        <source>%1 on %2 does not carry its planned address %3; it has %4.</source>
        <translation>На %1 узла %2 нет запланированного адреса %3; там %4.</translation>
    </message>
</context>
<context>
    <name>railyard::apply::VerifyResult</name>
    <message>
        <source>UNREACHABLE</source>
        <translation>НЕДОСТУПЕН</translation>
    </message>
    <message>
        <source>MTU %1 BLOCKED</source>
        <translation>MTU %1 ЗАБЛОКИРОВАН</translation>
    </message>
    <message>
        <source>WRONG ROUTE</source>
        <translation>НЕВЕРНЫЙ МАРШРУТ</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ОК</translation>
    </message>
    <message>
        <source>Verify passed.
</source>
        <translation>Проверка пройдена.
</translation>
    </message>
    <message>
        <source>Verify failed.
</source>
        <translation>Проверка не пройдена.
</translation>
    </message>
    <message>
        <source>SSH LOGIN FAILED</source>
        <translation>ОШИБКА ВХОДА ПО SSH</translation>
    </message>
    <message>
        <source>ok (ssh covered by rail %1)</source>
        <translation>ок (ssh проверен по рейлу %1)</translation>
    </message>
</context>
<context>
    <name>railyard::cli</name>
    <message>
        <source>Usage: railyard-cli COMMAND [OPTIONS]

Commands:
</source>
        <translation>Использование: railyard-cli COMMAND [OPTIONS]

Команды:
</translation>
    </message>
    <message>
        <source>
See docs/cli.md, or railyard-cli COMMAND --help.
</source>
        <translation>
См. docs/cli.md или railyard-cli COMMAND --help.
</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;; run railyard-cli --help for the list</source>
        <translation>неизвестная команда «%1»; список команд: railyard-cli --help</translation>
    </message>
</context>
<context>
    <name>railyard::cli::AdoptCommand</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>не удаётся записать %1: %2</translation>
    </message>
    <message>
        <source>Read a cluster another tool or a person set up, as it is: each node&apos;s netplan files, addresses, routes and cabling. Names the topology and who configured each node, diagnoses it, and writes a project file describing it unchanged. Nothing is changed but the cluster links&apos; up state that discovery needs.</source>
        <translation>Прочитать кластер, который настроил другой инструмент или человек, как он есть: файлы netplan, адреса, маршруты и кабели каждого узла. Называет топологию и то, кто настроил каждый узел, диагностирует кластер и записывает файл проекта, описывающий его без изменений. Ничего не меняется, кроме поднятия кластерных линков, нужного для обнаружения.</translation>
    </message>
    <message>
        <source>Write the project file describing the cluster as it is to FILE.</source>
        <translation>Записать файл проекта, описывающий кластер как он есть, в ФАЙЛ.</translation>
    </message>
    <message>
        <source>Replace FILE if it exists.</source>
        <translation>Заменить ФАЙЛ, если он существует.</translation>
    </message>
    <message>
        <source>text or json.</source>
        <translation>text или json.</translation>
    </message>
    <message>
        <source>; see railyard-cli adopt --help</source>
        <translation>; см. railyard-cli adopt --help</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;; see railyard-cli adopt --help</source>
        <translation>лишний аргумент «%1»; см. railyard-cli adopt --help</translation>
    </message>
    <message>
        <source>unknown --format &apos;%1&apos;; use text or json</source>
        <translation>неизвестный --format «%1»; используйте text или json</translation>
    </message>
    <message>
        <source>%1 exists; give --force to replace it</source>
        <translation>%1 уже существует; укажите --force, чтобы заменить его</translation>
    </message>
    <message>
        <source>Project written to %1.
</source>
        <translation>Проект записан в %1.
</translation>
    </message>
</context>
<context>
    <name>railyard::cli::ApplyCommand</name>
    <message>
        <source>Read the sudo password for nodes that ask for one from this file (first line).</source>
        <translation>Читать пароль sudo для узлов, которые его запрашивают, из этого файла (первая строка).</translation>
    </message>
    <message>
        <source>Root-only directory on the nodes for the journals (default /var/lib/railyard/journal).</source>
        <translation>Каталог на узлах, доступный только root, для журналов (по умолчанию /var/lib/railyard/journal).</translation>
    </message>
    <message>
        <source>--journal-root must be an absolute path</source>
        <translation>--journal-root должен быть абсолютным путём</translation>
    </message>
    <message>
        <source>cannot read --sudo-password-file %1: %2</source>
        <translation>не удаётся прочитать --sudo-password-file %1: %2</translation>
    </message>
    <message>
        <source>Push the network plan to every node: preflight, journal, netplan validated before it goes live, a guard that restores each node unless confirmed in time. Never touches the management link.</source>
        <translation>Передать сетевой план на каждый узел: предварительная проверка, журнал, проверка netplan до ввода в действие, страж, который восстанавливает каждый узел, если нет своевременного подтверждения. Управляющий линк не затрагивается никогда.</translation>
    </message>
    <message>
        <source>Show per node the diff of every file and the commands; change nothing.</source>
        <translation>Показать для каждого узла разницу (diff) по каждому файлу и команды; ничего не менять.</translation>
    </message>
    <message>
        <source>Set addresses with ip only (gone at reboot); no netplan file.</source>
        <translation>Задать адреса только через ip (пропадут после перезагрузки); без файла netplan.</translation>
    </message>
    <message>
        <source>Seconds the guard waits for the confirmation (default 60).</source>
        <translation>Сколько секунд страж ждёт подтверждения (по умолчанию 60).</translation>
    </message>
    <message>
        <source>Do not ask before changing the nodes.</source>
        <translation>Не спрашивать перед изменением узлов.</translation>
    </message>
    <message>
        <source>text or json.</source>
        <translation>text или json.</translation>
    </message>
    <message>
        <source>; see railyard-cli apply --help</source>
        <translation>; см. railyard-cli apply --help</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;; see railyard-cli apply --help</source>
        <translation>неожиданный аргумент «%1»; см. railyard-cli apply --help</translation>
    </message>
    <message>
        <source>unknown --format &apos;%1&apos;; use text or json</source>
        <translation>неизвестный --format «%1»; используйте text или json</translation>
    </message>
    <message>
        <source>--confirm-timeout must be a number of seconds from 5 to 3600</source>
        <translation>--confirm-timeout должен быть числом секунд от 5 до 3600</translation>
    </message>
    <message>
        <source>Apply the plan to %1 nodes (%2)? Type &apos;yes&apos;: </source>
        <translation>Применить план к узлам, всего %1 (%2)? Введите «yes»: </translation>
    </message>
    <message>
        <source>Nothing changed.
</source>
        <translation>Ничего не изменено.
</translation>
    </message>
    <message>
        <source>Leave node-to-node SSH (keys, authorized_keys, known_hosts, ~/.ssh/config) alone.</source>
        <translation>Не трогать SSH между узлами (ключи, authorized_keys, known_hosts, ~/.ssh/config).</translation>
    </message>
    <message>
        <source>Seconds the steps before go-live may take before the guard restores the node (default 300).</source>
        <translation>Сколько секунд могут занять шаги до ввода в действие, прежде чем страж восстановит узел (по умолчанию 300).</translation>
    </message>
    <message>
        <source>--prepare-timeout must be a number of seconds from 5 to 3600</source>
        <translation>--prepare-timeout должен быть числом секунд от 5 до 3600</translation>
    </message>
    <message>
        <source>After a successful apply, check it from the nodes as `verify` does, in the same run (a --demo cluster keeps its state only within one run).</source>
        <translation>После успешного применения проверить его с узлов, как это делает `verify`, в том же запуске (кластер --demo сохраняет состояние только в пределах одного запуска).</translation>
    </message>
    <message>
        <source>Checking the applied plan from the nodes</source>
        <translation>Проверка применённого плана с узлов</translation>
    </message>
</context>
<context>
    <name>railyard::cli::BundleArchive</name>
    <message>
        <source>%1: the path %2 is too long for the archive</source>
        <translation>%1: путь %2 слишком длинный для архива</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>zlib failed to start</source>
        <translation>не удалось запустить zlib</translation>
    </message>
    <message>
        <source>not a gzip file, or damaged</source>
        <translation>не файл gzip или повреждён</translation>
    </message>
    <message>
        <source>expands to more than %1 MB; refused</source>
        <translation>распаковывается более чем в %1 МБ; отклонено</translation>
    </message>
    <message>
        <source>not a gzip file, or cut short</source>
        <translation>не файл gzip или обрезан</translation>
    </message>
    <message>
        <source>compression failed</source>
        <translation>ошибка сжатия</translation>
    </message>
    <message>
        <source>not a tar archive, or damaged</source>
        <translation>не архив tar или повреждён</translation>
    </message>
    <message>
        <source>a member is cut short</source>
        <translation>элемент архива обрезан</translation>
    </message>
    <message>
        <source>member &apos;%1&apos; is an absolute path or climbs out with &apos;..&apos;; refused, nothing was extracted</source>
        <translation>элемент &apos;%1&apos; — абсолютный путь или выходит наружу через &apos;..&apos;; отклонено, ничего не извлечено</translation>
    </message>
    <message>
        <source>member &apos;%1&apos; is a link; a bundle holds only folders and files; refused, nothing was extracted</source>
        <translation>элемент &apos;%1&apos; — ссылка; пакет содержит только папки и файлы; отклонено, ничего не извлечено</translation>
    </message>
    <message>
        <source>member &apos;%1&apos; is not a file or a folder; refused</source>
        <translation>элемент &apos;%1&apos; не является файлом или папкой; отклонено</translation>
    </message>
    <message>
        <source>holds more than %1 MB or %2 members; refused</source>
        <translation>содержит более %1 МБ или более %2 элементов; отклонено</translation>
    </message>
    <message>
        <source>the archive is empty</source>
        <translation>архив пуст</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>не удаётся создать %1</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>не удаётся записать %1: %2</translation>
    </message>
    <message>
        <source>%1 does not exist (give a bundle folder or a .tar.gz)</source>
        <translation>%1 не существует (укажите папку пакета или .tar.gz)</translation>
    </message>
    <message>
        <source>cannot create a temporary folder to extract %1</source>
        <translation>не удаётся создать временную папку для извлечения %1</translation>
    </message>
</context>
<context>
    <name>railyard::cli::BundleCommand</name>
    <message>
        <source>cannot create %1</source>
        <translation>не удаётся создать %1</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>не удаётся записать %1: %2</translation>
    </message>
    <message>
        <source>Collect a support bundle: the raw output of every inventory, discovery and test command, per node, in the layout railyard-cli doctor --bundle reads.</source>
        <translation>Собрать пакет поддержки (support bundle): необработанный вывод всех команд инвентаризации, обнаружения и тестов по каждому узлу, в структуре, которую читает railyard-cli doctor --bundle.</translation>
    </message>
    <message>
        <source>Also mask user names, IPv4 and MAC addresses.</source>
        <translation>Также маскировать имена пользователей, адреса IPv4 и MAC.</translation>
    </message>
    <message>
        <source>Seconds of each perftest run; NCCL runs 4 iterations per second of it (default 5).</source>
        <translation>Длительность каждого запуска perftest в секундах; NCCL выполняет 4 итерации на каждую её секунду (по умолчанию 5).</translation>
    </message>
    <message>
        <source>; see railyard-cli bundle --help</source>
        <translation>; см. railyard-cli bundle --help</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;; see railyard-cli bundle --help</source>
        <translation>неожиданный аргумент «%1»; см. railyard-cli bundle --help</translation>
    </message>
    <message>
        <source>--duration &apos;%1&apos; is not a number of seconds from 1 to 600</source>
        <translation>--duration «%1» — не число секунд от 1 до 600</translation>
    </message>
    <message>
        <source>%1 exists and is not an empty folder; choose a new one</source>
        <translation>%1 существует и не является пустой папкой; выберите новую</translation>
    </message>
    <message>
        <source>Wrote %1: %2 node folder(s), %3 finding(s), %4 error(s).
</source>
        <translation>Записано %1: папок узлов: %2, проблем: %3, ошибок: %4.
</translation>
    </message>
    <message>
        <source>The bundle to write: a new folder, or FILE.tar.gz for one archive.</source>
        <translation>Куда записать пакет: новая папка или FILE.tar.gz для одного архива.</translation>
    </message>
    <message>
        <source>--out DIR or --out FILE.tar.gz is required (the bundle to write)</source>
        <translation>требуется --out DIR или --out FILE.tar.gz (куда записать пакет)</translation>
    </message>
    <message>
        <source>%1 exists; choose a new file name</source>
        <translation>%1 уже существует; выберите новое имя файла</translation>
    </message>
    <message>
        <source>the folder of %1 does not exist</source>
        <translation>папка для %1 не существует</translation>
    </message>
    <message>
        <source>cannot create a temporary folder</source>
        <translation>не удаётся создать временную папку</translation>
    </message>
</context>
<context>
    <name>railyard::cli::CliContext</name>
    <message>
        <source>Read the cluster from a railyard.yaml and reach it over SSH.</source>
        <translation>Прочитать описание кластера из railyard.yaml и подключаться к нему по SSH.</translation>
    </message>
    <message>
        <source>Use the built-in simulator with this scenario instead of real nodes.</source>
        <translation>Использовать встроенный симулятор с этим сценарием вместо реальных узлов.</translation>
    </message>
    <message>
        <source>Trust this host key fingerprint (SHA256:...) if a node presents it; NODE=SHA256:... limits it to one node. Repeatable.</source>
        <translation>Доверять этому отпечатку ключа хоста (SHA256:...), если его предъявит узел; NODE=SHA256:... ограничивает доверие одним узлом. Можно указывать несколько раз.</translation>
    </message>
    <message>
        <source>give either --project FILE or --demo SCENARIO</source>
        <translation>укажите либо --project FILE, либо --demo SCENARIO</translation>
    </message>
    <message>
        <source>--accept-host-key only applies to --project (the simulator has no host keys)</source>
        <translation>--accept-host-key применим только с --project (у симулятора нет ключей хостов)</translation>
    </message>
    <message>
        <source>--accept-host-key &apos;%1&apos; is not a SHA256:... fingerprint as ssh-keygen -lf prints it</source>
        <translation>--accept-host-key «%1» — не отпечаток SHA256:... в том виде, как его выводит ssh-keygen -lf</translation>
    </message>
    <message>
        <source>--accept-host-key names node &apos;%1&apos;, which is not in %2</source>
        <translation>--accept-host-key указывает узел «%1», которого нет в %2</translation>
    </message>
    <message>
        <source>A node as NAME=[USER@]ADDRESS[:PORT], reached over SSH; repeat for each node (instead of --project).</source>
        <translation>Узел в виде ИМЯ=[ПОЛЬЗОВАТЕЛЬ@]АДРЕС[:ПОРТ], доступный по SSH; повторите для каждого узла (вместо --project).</translation>
    </message>
    <message>
        <source>give either --node NAME=ADDR (repeated), --project FILE or --demo SCENARIO</source>
        <translation>укажите либо --node ИМЯ=АДРЕС (несколько раз), либо --project ФАЙЛ, либо --demo СЦЕНАРИЙ</translation>
    </message>
    <message>
        <source>--node %1 is given twice</source>
        <translation>--node %1 указан дважды</translation>
    </message>
    <message>
        <source>Print no progress on stderr (results and errors still).</source>
        <translation>Не выводить ход работы в stderr (результаты и ошибки выводятся).</translation>
    </message>
    <message>
        <source>With --demo: spend the simulated tool durations in real time (for benchmarks); by default a demo runs them %1x faster.</source>
        <translation>С --demo: выдерживать смоделированную длительность инструментов в реальном времени (для замеров); по умолчанию демо идёт в %1 раз быстрее.</translation>
    </message>
    <message>
        <source>Reach every node over SSH, also the machine this runs on (only nodes the project marks local: true are served directly).</source>
        <translation>Подключаться ко всем узлам по SSH, в том числе к компьютеру, на котором запущена программа (напрямую обслуживаются только узлы с local: true в проекте).</translation>
    </message>
    <message>
        <source>%1 is this machine (%2): served directly, without SSH</source>
        <translation>%1 — этот компьютер (%2): обслуживается напрямую, без SSH</translation>
    </message>
</context>
<context>
    <name>railyard::cli::DiscoverCommand</name>
    <message>
        <source>Find how the nodes are really cabled (IPv6 all-nodes ping and neighbour tables, LLDP where lldpd runs) and compare it with the topology.</source>
        <translation>Определить фактическую схему кабелей между узлами (IPv6-пинг всех узлов и таблицы соседей, LLDP там, где работает lldpd) и сравнить её с топологией.</translation>
    </message>
    <message>
        <source>text or json.</source>
        <translation>text или json.</translation>
    </message>
    <message>
        <source>; see railyard-cli discover --help</source>
        <translation>; см. railyard-cli discover --help</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;; see railyard-cli discover --help</source>
        <translation>неожиданный аргумент «%1»; см. railyard-cli discover --help</translation>
    </message>
    <message>
        <source>unknown --format &apos;%1&apos;; use text or json</source>
        <translation>неизвестный --format «%1»; используйте text или json</translation>
    </message>
    <message>
        <source>Asking each port who is on its other end</source>
        <translation>Опрос каждого порта: кто на другом конце кабеля</translation>
    </message>
    <message>
        <source>Reading the ports of %1</source>
        <translation>Чтение портов: %1</translation>
    </message>
</context>
<context>
    <name>railyard::cli::DoctorCommand</name>
    <message>
        <source>Diagnose a support bundle offline.</source>
        <translation>Диагностировать пакет поддержки (support bundle) без подключения к узлам.</translation>
    </message>
    <message>
        <source>text or json.</source>
        <translation>text или json.</translation>
    </message>
    <message>
        <source>; see railyard-cli doctor --help</source>
        <translation>; см. railyard-cli doctor --help</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;; see railyard-cli doctor --help</source>
        <translation>неожиданный аргумент «%1»; см. railyard-cli doctor --help</translation>
    </message>
    <message>
        <source>unknown --format &apos;%1&apos;; use text or json</source>
        <translation>неизвестный --format «%1»; используйте text или json</translation>
    </message>
    <message>
        <source>The bundle: a folder with one sub-folder per node, or the .tar.gz railyard-cli bundle wrote.</source>
        <translation>Пакет: папка с подпапкой для каждого узла или .tar.gz, записанный railyard-cli bundle.</translation>
    </message>
    <message>
        <source>The cluster&apos;s railyard.yaml, to check cabling and the plan (default: the bundle&apos;s own railyard.yaml, if it has one).</source>
        <translation>railyard.yaml кластера для проверки кабелей и плана (по умолчанию — railyard.yaml из самого пакета, если он там есть).</translation>
    </message>
    <message>
        <source>--bundle DIR is required (a folder with one sub-folder per node, or a bundle .tar.gz)</source>
        <translation>требуется --bundle DIR (папка с подпапкой для каждого узла или .tar.gz пакета)</translation>
    </message>
</context>
<context>
    <name>railyard::cli::InventoryCommand</name>
    <message>
        <source>Read what every node has: OS, kernel, cluster netdevs, RDMA devices, routes, the management interface, PCIe links, cable EEPROMs, GPU, tools and sudo.</source>
        <translation>Собрать сведения о каждом узле: ОС, ядро, сетевые интерфейсы кластера, RDMA-устройства, маршруты, интерфейс управления, линки PCIe, EEPROM кабелей, GPU, инструменты и sudo.</translation>
    </message>
    <message>
        <source>text or json.</source>
        <translation>text или json.</translation>
    </message>
    <message>
        <source>; see railyard-cli inventory --help</source>
        <translation>; см. railyard-cli inventory --help</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;; see railyard-cli inventory --help</source>
        <translation>неожиданный аргумент «%1»; см. railyard-cli inventory --help</translation>
    </message>
    <message>
        <source>unknown --format &apos;%1&apos;; use text or json</source>
        <translation>неизвестный --format «%1»; используйте text или json</translation>
    </message>
    <message>
        <source>%1 read (%2 of %3)</source>
        <translation>%1 прочитан (%2 из %3)</translation>
    </message>
    <message>
        <source>Reading %1</source>
        <translation>Чтение узлов: %1</translation>
    </message>
</context>
<context>
    <name>railyard::cli::MonitorCommand</name>
    <message>
        <source>-- %1 s --
</source>
        <translation>-- %1 с --
</translation>
    </message>
    <message>
        <source>== Summary ==
</source>
        <translation>== Итоги ==
</translation>
    </message>
    <message>
        <source>Live per-rail rates and error counters of every node.</source>
        <translation>Текущие скорости по рельсам и счётчики ошибок каждого узла.</translation>
    </message>
    <message>
        <source>Sampling period, 100 (10 Hz) or more.</source>
        <translation>Период замеров, 100 (10 Гц) или больше.</translation>
    </message>
    <message>
        <source>text, or json: one object per sample and line.</source>
        <translation>text или json: один объект на замер и строку.</translation>
    </message>
    <message>
        <source>; see railyard-cli monitor --help</source>
        <translation>; см. railyard-cli monitor --help</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;; see railyard-cli monitor --help</source>
        <translation>неожиданный аргумент «%1»; см. railyard-cli monitor --help</translation>
    </message>
    <message>
        <source>unknown --format &apos;%1&apos;; use text or json</source>
        <translation>неизвестный --format «%1»; используйте text или json</translation>
    </message>
    <message>
        <source>--seconds takes whole seconds from 1 to 86400</source>
        <translation>--seconds принимает целое число секунд от 1 до 86400</translation>
    </message>
    <message>
        <source>--interval-ms takes 100 (10 Hz) to 60000</source>
        <translation>--interval-ms принимает значения от 100 (10 Гц) до 60000</translation>
    </message>
    <message>
        <source>Seconds of samples from every node (default 10), counted from the last node&apos;s first sample.</source>
        <translation>Секунды замеров с каждого узла (по умолчанию 10), считая от первого замера последнего узла.</translation>
    </message>
    <message>
        <source>-- starting (%1 s): waiting for %2 --
</source>
        <translation>-- запуск (%1 с): ждём %2 --
</translation>
    </message>
    <message numerus="yes">
        <source> and %n more</source>
        <translation>
            <numerusform> и ещё %n</numerusform>
            <numerusform> и ещё %n</numerusform>
            <numerusform> и ещё %n</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, %3 samples, %4 lost, %5 stream restarts</source>
        <translation>%1: %2, замеров: %3, потеряно: %4, перезапусков потока: %5</translation>
    </message>
    <message>
        <source>%1 (retrying)</source>
        <translation>%1 (повторяем попытки)</translation>
    </message>
    <message>
        <source>%1: samples arrive again</source>
        <translation>%1: замеры снова поступают</translation>
    </message>
</context>
<context>
    <name>railyard::cli::ParseCommand</name>
    <message>
        <source>Usage: railyard-cli parse KIND FILE

Prints the parsed tool output as JSON (see docs/cli.md).
KIND: %1
</source>
        <translation>Использование: railyard-cli parse KIND FILE

Выводит разобранный вывод инструмента в формате JSON (см. docs/cli.md).
KIND: %1
</translation>
    </message>
    <message>
        <source>parse needs KIND and FILE: railyard-cli parse KIND FILE</source>
        <translation>parse требует KIND и FILE: railyard-cli parse KIND FILE</translation>
    </message>
    <message>
        <source>parse: unknown KIND &apos;%1&apos;; use one of: %2</source>
        <translation>parse: неизвестный KIND «%1»; допустимые значения: %2</translation>
    </message>
    <message>
        <source>parse: cannot read &apos;%1&apos;: %2</source>
        <translation>parse: не удаётся прочитать «%1»: %2</translation>
    </message>
    <message>
        <source>parse %1: %2</source>
        <translation>parse %1: %2</translation>
    </message>
</context>
<context>
    <name>railyard::cli::PlanCommand</name>
    <message>
        <source>Compute the network plan for a cluster.</source>
        <translation>Рассчитать сетевой план кластера.</translation>
    </message>
    <message>
        <source>direct, triangle, ring or switch.</source>
        <translation>direct, triangle, ring или switch.</translation>
    </message>
    <message>
        <source>A node as NAME=MGMT_ADDR; repeat in cabling order.</source>
        <translation>Узел в виде NAME=MGMT_ADDR; повторяйте в порядке подключения кабелей.</translation>
    </message>
    <message>
        <source>Port used by direct and switch topologies (0 or 1).</source>
        <translation>Порт для топологий direct и switch (0 или 1).</translation>
    </message>
    <message>
        <source>Override the recommended MTU.</source>
        <translation>Переопределить рекомендуемый MTU.</translation>
    </message>
    <message>
        <source>Pool the /24 subnets come from.</source>
        <translation>Пул, из которого выделяются подсети /24.</translation>
    </message>
    <message>
        <source>A CIDR the plan must not overlap; repeatable.</source>
        <translation>CIDR, с которым план не должен пересекаться; можно указывать несколько раз.</translation>
    </message>
    <message>
        <source>text, json or netplan.</source>
        <translation>text, json или netplan.</translation>
    </message>
    <message>
        <source>Write per-node files into DIR.</source>
        <translation>Записать файлы для каждого узла в DIR.</translation>
    </message>
    <message>
        <source>Read the cluster from a railyard.yaml.</source>
        <translation>Прочитать описание кластера из railyard.yaml.</translation>
    </message>
    <message>
        <source>Allow a ring of more than 8 nodes.</source>
        <translation>Разрешить кольцо из более чем 8 узлов.</translation>
    </message>
    <message>
        <source>; see railyard-cli plan --help</source>
        <translation>; см. railyard-cli plan --help</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;; see railyard-cli plan --help</source>
        <translation>неожиданный аргумент «%1»; см. railyard-cli plan --help</translation>
    </message>
    <message>
        <source>unknown --format &apos;%1&apos;; use text, json or netplan</source>
        <translation>неизвестный --format «%1»; используйте text, json или netplan</translation>
    </message>
    <message>
        <source>--project already names the topology and nodes; drop --topology/--node</source>
        <translation>--project уже задаёт топологию и узлы; уберите --topology/--node</translation>
    </message>
    <message>
        <source>--topology is required (direct, triangle, ring or switch), or --project FILE</source>
        <translation>требуется --topology (direct, triangle, ring или switch) либо --project FILE</translation>
    </message>
    <message>
        <source>unknown topology &apos;%1&apos;; use direct, triangle, ring or switch</source>
        <translation>неизвестная топология «%1»; используйте direct, triangle, ring или switch</translation>
    </message>
    <message>
        <source>no nodes given; add --node NAME=MGMT_ADDR for each node</source>
        <translation>узлы не заданы; добавьте --node NAME=MGMT_ADDR для каждого узла</translation>
    </message>
    <message>
        <source>--port must be 0 or 1, not &apos;%1&apos;</source>
        <translation>--port должен быть 0 или 1, а не «%1»</translation>
    </message>
    <message>
        <source>--mtu must be a number, not &apos;%1&apos;</source>
        <translation>--mtu должен быть числом, а не «%1»</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>не удаётся записать %1: %2</translation>
    </message>
</context>
<context>
    <name>railyard::cli::ReportCommand</name>
    <message>
        <source>Read, measure and diagnose the cluster, and write the PDF report for support.</source>
        <translation>Прочитать, измерить и диагностировать кластер и записать PDF-отчёт для службы поддержки.</translation>
    </message>
    <message>
        <source>The PDF file to write.</source>
        <translation>PDF-файл, куда писать.</translation>
    </message>
    <message>
        <source>a4 or letter (default a4).</source>
        <translation>a4 или letter (по умолчанию a4).</translation>
    </message>
    <message>
        <source>Also mask user names, IPv4 and MAC addresses.</source>
        <translation>Также маскировать имена пользователей, адреса IPv4 и MAC.</translation>
    </message>
    <message>
        <source>text or json.</source>
        <translation>text или json.</translation>
    </message>
    <message>
        <source>Seconds of each perftest run; NCCL runs 4 iterations per second of it (default 5).</source>
        <translation>Длительность каждого запуска perftest в секундах; NCCL выполняет 4 итерации на каждую её секунду (по умолчанию 5).</translation>
    </message>
    <message>
        <source>; see railyard-cli report --help</source>
        <translation>; см. railyard-cli report --help</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;; see railyard-cli report --help</source>
        <translation>неожиданный аргумент «%1»; см. railyard-cli report --help</translation>
    </message>
    <message>
        <source>--out FILE.pdf is required (the PDF to write)</source>
        <translation>требуется --out FILE.pdf (PDF-файл, куда писать)</translation>
    </message>
    <message>
        <source>unknown --format &apos;%1&apos;; use text or json</source>
        <translation>неизвестный --format «%1»; используйте text или json</translation>
    </message>
    <message>
        <source>unknown --page &apos;%1&apos;; use a4 or letter</source>
        <translation>неизвестный --page «%1»; используйте a4 или letter</translation>
    </message>
    <message>
        <source>--duration &apos;%1&apos; is not a number of seconds from 1 to 600</source>
        <translation>--duration «%1» — не число секунд от 1 до 600</translation>
    </message>
    <message>
        <source>the folder of %1 does not exist</source>
        <translation>папка для %1 не существует</translation>
    </message>
    <message>
        <source>the report needs fonts: run it as railyard-cli report</source>
        <translation>для отчёта нужны шрифты: запускайте его как railyard-cli report</translation>
    </message>
    <message>
        <source>Railyard cluster report: demo %1</source>
        <translation>Отчёт о кластере Railyard: демо %1</translation>
    </message>
    <message>
        <source>Railyard cluster report: %1</source>
        <translation>Отчёт о кластере Railyard: %1</translation>
    </message>
    <message>
        <source>Fix:</source>
        <translation>Исправление:</translation>
    </message>
    <message>
        <source>Wrote %1 (PDF export %2 ms).
</source>
        <translation>Записано %1 (экспорт PDF — %2 мс).
</translation>
    </message>
    <message>
        <source>%1 holds no railyard.yaml; give the cluster with --project FILE</source>
        <translation>в %1 нет railyard.yaml; укажите кластер через --project FILE</translation>
    </message>
    <message>
        <source>Railyard cluster report: bundle %1</source>
        <translation>Отчёт Railyard о кластере: пакет %1</translation>
    </message>
    <message>
        <source>%1: report.json is not JSON: %2</source>
        <translation>%1: report.json не является JSON: %2</translation>
    </message>
    <message>
        <source>Build the report from a support bundle (a folder or the .tar.gz railyard-cli bundle wrote) instead of a live cluster.</source>
        <translation>Построить отчёт по пакету для поддержки (папке или .tar.gz, записанному railyard-cli bundle), а не по работающему кластеру.</translation>
    </message>
    <message>
        <source>--bundle reads a recorded run: give no --demo (--project only replaces the bundle&apos;s railyard.yaml)</source>
        <translation>--bundle читает записанный запуск: не указывайте --demo (--project лишь заменяет railyard.yaml пакета)</translation>
    </message>
    <message>
        <source>The command log is in %1 (too long for the report).
</source>
        <translation>Журнал команд — в %1 (для отчёта он слишком длинный).
</translation>
    </message>
</context>
<context>
    <name>railyard::cli::TestCommand</name>
    <message>
        <source>== RDMA bandwidth ==
</source>
        <translation>== Пропускная способность RDMA ==
</translation>
    </message>
    <message>
        <source>  rail %1  %2 (%3): %4 Gb/s%5
</source>
        <translation>  рельс %1  %2 (%3): %4 Гбит/с%5
</translation>
    </message>
    <message>
        <source>  both rails: %1 Gb/s, %2 % of the 200 Gb/s node limit
</source>
        <translation>  оба рельса: %1 Гбит/с, %2 % от предела узла 200 Гбит/с
</translation>
    </message>
    <message>
        <source>  rail %1 alone (separate run): %2 Gb/s
</source>
        <translation>  рельс %1 отдельно (отдельный запуск): %2 Гбит/с
</translation>
    </message>
    <message>
        <source>== Card health (loopback) ==
</source>
        <translation>== Исправность карты (петлевой тест) ==
</translation>
    </message>
    <message>
        <source>== NCCL ==
</source>
        <translation>== NCCL ==
</translation>
    </message>
    <message>
        <source>%1: avg busbw %2 GB/s, devices %3%4
</source>
        <translation>%1: средняя busbw %2 ГБ/с, устройства %3%4
</translation>
    </message>
    <message>
        <source>== Soak %1 ==
</source>
        <translation>== Длительный тест %1 ==
</translation>
    </message>
    <message>
        <source>%1 samples, max module temperature %2 C, %3
</source>
        <translation>замеров: %1, макс. температура модуля %2 C, %3
</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>пройден</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>НЕ ПРОЙДЕН</translation>
    </message>
    <message>
        <source>Measure the links: RDMA bandwidth, card health, NCCL and soak.</source>
        <translation>Измерить линки: пропускная способность RDMA, исправность карт, NCCL и длительный тест.</translation>
    </message>
    <message>
        <source>rdma, loopback, nccl, soak or all.</source>
        <translation>rdma, loopback, nccl, soak или all.</translation>
    </message>
    <message>
        <source>Seconds per perftest run and of the soak load (defaults: 5 and 600).</source>
        <translation>Секунд на каждый запуск perftest и на нагрузку длительного теста (по умолчанию 5 и 600).</translation>
    </message>
    <message>
        <source>text or json.</source>
        <translation>text или json.</translation>
    </message>
    <message>
        <source>; see railyard-cli test --help</source>
        <translation>; см. railyard-cli test --help</translation>
    </message>
    <message>
        <source>name one test: rdma, loopback, nccl, soak or all</source>
        <translation>укажите один тест: rdma, loopback, nccl, soak или all</translation>
    </message>
    <message>
        <source>unknown --format &apos;%1&apos;; use text or json</source>
        <translation>неизвестный --format «%1»; используйте text или json</translation>
    </message>
    <message>
        <source>--duration takes whole seconds from 1 to 86400</source>
        <translation>--duration принимает целое число секунд от 1 до 86400</translation>
    </message>
</context>
<context>
    <name>railyard::cli::UndoCommand</name>
    <message>
        <source>Restore each node from its newest journal: the netplan files byte for byte and the addresses, MTU and state of the cluster netdevs. Also after an interrupted apply.</source>
        <translation>Восстановить каждый узел из его самого нового журнала: файлы netplan байт в байт, а также адреса, MTU и состояние сетевых устройств кластера. Работает и после прерванного apply.</translation>
    </message>
    <message>
        <source>Only this node (repeatable).</source>
        <translation>Только этот узел (можно указывать несколько раз).</translation>
    </message>
    <message>
        <source>text or json.</source>
        <translation>text или json.</translation>
    </message>
    <message>
        <source>; see railyard-cli undo --help</source>
        <translation>; см. railyard-cli undo --help</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;; see railyard-cli undo --help</source>
        <translation>неожиданный аргумент «%1»; см. railyard-cli undo --help</translation>
    </message>
    <message>
        <source>unknown --format &apos;%1&apos;; use text or json</source>
        <translation>неизвестный --format «%1»; используйте text или json</translation>
    </message>
    <message>
        <source>--node &apos;%1&apos; is not in the cluster</source>
        <translation>узла --node «%1» нет в кластере</translation>
    </message>
    <message>
        <source>Restore exactly this apply&apos;s journal (its id is printed by apply and --list); nodes it did not change are left alone.</source>
        <translation>Восстановить журнал именно этого применения (его id печатают apply и --list); узлы, которые оно не меняло, не затрагиваются.</translation>
    </message>
    <message>
        <source>List each node&apos;s journals, newest first, with their state; change nothing.</source>
        <translation>Показать журналы каждого узла, от новых к старым, с их состоянием; ничего не менять.</translation>
    </message>
    <message>
        <source>--journal &apos;%1&apos; is not a journal id</source>
        <translation>--journal «%1» — не идентификатор журнала</translation>
    </message>
    <message>
        <source>Listing the backups: %1</source>
        <translation>Список резервных копий: %1</translation>
    </message>
    <message>
        <source>Restoring from the backups: %1</source>
        <translation>Восстановление из резервных копий: %1</translation>
    </message>
</context>
<context>
    <name>railyard::cli::VerifyCommand</name>
    <message>
        <source>text or json.</source>
        <translation>text или json.</translation>
    </message>
    <message>
        <source>; see railyard-cli verify --help</source>
        <translation>; см. railyard-cli verify --help</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;; see railyard-cli verify --help</source>
        <translation>неожиданный аргумент «%1»; см. railyard-cli verify --help</translation>
    </message>
    <message>
        <source>unknown --format &apos;%1&apos;; use text or json</source>
        <translation>неизвестный --format «%1»; используйте text или json</translation>
    </message>
    <message>
        <source>Check the applied plan from the nodes: links up at 200G with the planned MTU, every peer address pinged on every rail, a don&apos;t-fragment ping at the planned MTU, and the route to each peer, and node-to-node SSH in batch mode. Changes nothing.</source>
        <translation>Проверить применённый план с самих узлов: каналы подняты на 200G с плановым MTU, ping каждого адреса соседа на каждом рейле, ping с запретом фрагментации при плановом MTU, маршрут к каждому соседу и SSH между узлами в пакетном режиме. Ничего не меняет.</translation>
    </message>
    <message>
        <source>Skip the node-to-node SSH login check (a plan applied with --no-peer-ssh).</source>
        <translation>Пропустить проверку входа по SSH между узлами (для плана, применённого с --no-peer-ssh).</translation>
    </message>
    <message>
        <source>Checking against the plan: %1</source>
        <translation>Сверка с планом: %1</translation>
    </message>
</context>
<context>
    <name>railyard::diag::AddressingRules</name>
    <message>
        <source>%1 and %2 carry the same address %3. Both answer ARP for it (ARP flux), so traffic for one rail lands on the other.</source>
        <translation>%1 и %2 имеют один и тот же адрес %3. Оба отвечают на ARP-запросы для него (ARP flux), поэтому трафик одного рельса попадает на другой.</translation>
    </message>
    <message>
        <source>Give every rail its own address in its own subnet (railyard-cli plan computes one), and remove the duplicate from netplan.</source>
        <translation>Назначьте каждому рельсу собственный адрес в собственной подсети (railyard-cli plan рассчитает их) и удалите дубликат из netplan.</translation>
    </message>
    <message>
        <source>Both rails of port %1 (%2 and %3) are in one subnet %4. The kernel then routes the traffic of both rails over one of them and answers ARP on either.</source>
        <translation>Оба рельса порта %1 (%2 и %3) находятся в одной подсети %4. В этом случае ядро направляет трафик обоих рельсов через один из них и отвечает на ARP на любом.</translation>
    </message>
    <message>
        <source>Put each rail in its own subnet (one /24 per rail).</source>
        <translation>Поместите каждый рельс в собственную подсеть (по одной /24 на рельс).</translation>
    </message>
    <message>
        <source>The planned subnet %1 overlaps %2 already present on %3 (%4).</source>
        <translation>Запланированная подсеть %1 пересекается с подсетью %2, уже имеющейся на %3 (%4).</translation>
    </message>
    <message>
        <source>Choose another subnet pool (railyard-cli plan --subnet-pool CIDR) or add %1 to the avoid list (--avoid), so the cluster network cannot capture LAN or VPN traffic.</source>
        <translation>Выберите другой пул подсетей (railyard-cli plan --subnet-pool CIDR) или добавьте %1 в список исключений (--avoid), чтобы сеть кластера не перехватывала трафик LAN или VPN.</translation>
    </message>
    <message>
        <source>Rail %1 of this cable has MTU %2 on %3 but %4 on %5. Large packets from one end are dropped at the other.</source>
        <translation>Рельс %1 этого кабеля имеет MTU %2 на %3, но %4 на %5. Большие пакеты с одной стороны отбрасываются на другой.</translation>
    </message>
    <message>
        <source>Set the same MTU on both ends (netplan &apos;mtu:&apos;), then check with a don&apos;t-fragment ping at the planned size.</source>
        <translation>Установите одинаковый MTU на обоих концах (netplan «mtu:»), затем проверьте пингом с запретом фрагментации (don&apos;t fragment) пакетами запланированного размера.</translation>
    </message>
    <message>
        <source>%1 has MTU %2; the plan sets %3.</source>
        <translation>У %1 MTU %2; план задаёт %3.</translation>
    </message>
    <message>
        <source>Apply the plan&apos;s netplan file on %1 (or change the plan&apos;s MTU if %2 is intended on every node).</source>
        <translation>Примените netplan-файл плана на %1 (или измените MTU в плане, если %2 задуман на всех узлах).</translation>
    </message>
    <message>
        <source>ARP flux is happening: %1 reaches %2 (%3&apos;s %4) at %5, the MAC of %3&apos;s %6, so traffic meant for %4 arrives on %6.</source>
        <translation>Происходит ARP flux: %1 достигает %2 (%4 узла %3) по MAC %5, а это MAC %6 узла %3, поэтому трафик для %4 приходит на %6.</translation>
    </message>
    <message>
        <source>Put each rail in its own subnet (one /24 per rail, as railyard-cli plan computes), then apply.</source>
        <translation>Поместите каждую линию в свою подсеть (по одной /24 на линию, как рассчитывает railyard-cli plan), затем примените план.</translation>
    </message>
    <message>
        <source>%1 reaches the cluster over %2 with link-local addresses only (169.254.0.0/16). They are picked anew when a link comes up, so hostfiles and NCCL settings naming them break, and all rails share one subnet.</source>
        <translation>%1 связан с кластером через %2 только link-local-адресами (169.254.0.0/16). Они выбираются заново при каждом поднятии линка, поэтому hostfile и настройки NCCL с этими адресами ломаются, а все рельсы оказываются в одной подсети.</translation>
    </message>
    <message>
        <source>Give each rail a fixed address in its own subnet: railyard-cli plan, then apply (the preview names the file it sets aside).</source>
        <translation>Дайте каждому рельсу постоянный адрес в своей подсети: railyard-cli plan, затем apply (предпросмотр назовёт файл, который будет отложен).</translation>
    </message>
</context>
<context>
    <name>railyard::diag::BundleLoader</name>
    <message>
        <source>%1 is larger than %2 MB and was skipped.</source>
        <translation>%1 больше %2 МБ и был пропущен.</translation>
    </message>
    <message>
        <source>Collect a shorter capture of this output.</source>
        <translation>Соберите более короткий фрагмент этого вывода.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>Не удаётся прочитать %1: %2</translation>
    </message>
    <message>
        <source>Check the file&apos;s permissions.</source>
        <translation>Проверьте права доступа к файлу.</translation>
    </message>
    <message>
        <source>%1 line %2 does not parse: %3; the rules that need it were skipped.</source>
        <translation>%1, строка %2: не удаётся разобрать: %3; правила, которым она нужна, пропущены.</translation>
    </message>
    <message>
        <source>%1 does not parse: %2; the rules that need it were skipped.</source>
        <translation>Не удаётся разобрать %1: %2; правила, которым он нужен, пропущены.</translation>
    </message>
    <message>
        <source>Check that the file holds the raw output of the command it is named after (see docs/cli.md, doctor), then collect it again.</source>
        <translation>Убедитесь, что файл содержит необработанный вывод команды, по имени которой он назван (см. docs/cli.md, doctor), затем соберите его заново.</translation>
    </message>
    <message>
        <source>%1 is not a directory</source>
        <translation>%1 не является каталогом</translation>
    </message>
    <message>
        <source>%1 is not a support bundle: no node folder holds a known tool output (e.g. &lt;node&gt;/ibdev2netdev.txt)</source>
        <translation>%1 не является пакетом поддержки: ни в одной папке узла нет известного вывода инструментов (например, &lt;node&gt;/ibdev2netdev.txt)</translation>
    </message>
    <message>
        <source>%1 is not part of the bundle layout and was not read.</source>
        <translation>%1 не входит в структуру пакета и не был прочитан.</translation>
    </message>
    <message>
        <source>Rename it after the command it holds (docs/cli.md, doctor), or remove it.</source>
        <translation>Переименуйте его по имени команды, вывод которой он содержит (docs/cli.md, doctor), или удалите.</translation>
    </message>
    <message>
        <source>%1 on %2 reported an error: %3</source>
        <translation>%1 на %2 сообщил об ошибке: %3</translation>
    </message>
    <message>
        <source>Check that the RDMA stack is loaded (mlx5_ib, ib_umad; rdma link lists the devices) and that the device named is present, then collect %1 again.</source>
        <translation>Проверьте, что стек RDMA загружен (mlx5_ib, ib_umad; rdma link показывает устройства) и что названное устройство присутствует, затем снимите вывод %1 заново.</translation>
    </message>
</context>
<context>
    <name>railyard::diag::CableRailRules</name>
    <message>
        <source>Only one rail of cable %1 carries RDMA (%2 Gb/s in total; %3 measured nothing): the cable gives half its 200 Gb/s.</source>
        <translation>RDMA идёт только по одному рельсу кабеля %1 (всего %2 Гбит/с; %3 ничего не показал): кабель даёт половину своих 200 Гбит/с.</translation>
    </message>
    <message>
        <source>Check that both netdevs of the cabled port are Up with an address (ibdev2netdev, ip addr), then reseat or replace the cable.</source>
        <translation>Убедитесь, что оба сетевых устройства подключённого порта в состоянии Up и имеют адрес (ibdev2netdev, ip addr), затем переподключите или замените кабель.</translation>
    </message>
</context>
<context>
    <name>railyard::diag::CablingChecks</name>
    <message>
        <source>The %1 cabling needs a cable in port %2 of %3, but neither rail of that port is up.</source>
        <translation>Для схемы кабелей %1 нужен кабель в порту %2 узла %3, но ни один рельс этого порта не поднят.</translation>
    </message>
    <message>
        <source>Plug the cable into port %1 (port 0 is the one nearer the RJ-45) and check the far end; if it is plugged, reseat or replace it.</source>
        <translation>Подключите кабель к порту %1 (порт 0 — тот, что ближе к RJ-45) и проверьте дальний конец; если кабель подключён, переподключите или замените его.</translation>
    </message>
    <message>
        <source>Port %1 of %2 has a link, but the %3 cabling puts no cable there.</source>
        <translation>На порту %1 узла %2 есть линк, но схема кабелей %3 не предусматривает там кабеля.</translation>
    </message>
    <message>
        <source>Move the cable to the port the plan expects, or correct the cabling in the project file. A second cable between the same two Sparks adds nothing.</source>
        <translation>Переключите кабель в порт, который ожидает план, или исправьте схему кабелей в файле проекта. Второй кабель между теми же двумя Spark ничего не добавляет.</translation>
    </message>
</context>
<context>
    <name>railyard::diag::DiagnosisEngine</name>
    <message>
        <source>Follows from:</source>
        <translation>Следует из:</translation>
    </message>
    <message>
        <source>Fix:</source>
        <translation>Исправление:</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Ошибки</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Предупреждения</translation>
    </message>
    <message>
        <source>Information</source>
        <translation>Сведения</translation>
    </message>
    <message>
        <source>No findings.
</source>
        <translation>Проблем не найдено.
</translation>
    </message>
    <message>
        <source>%1 error(s), %2 warning(s), %3 info
</source>
        <translation>ошибок: %1, предупреждений: %2, сведений: %3
</translation>
    </message>
</context>
<context>
    <name>railyard::diag::EepromRules</name>
    <message>
        <source>The module reports 0 dB attenuation at both 7 and 12.9 GHz. That is a placeholder, not a measurement: the EEPROM says nothing about this cable&apos;s quality.</source>
        <translation>Модуль сообщает о затухании 0 дБ как на 7, так и на 12,9 ГГц. Это заглушка, а не измерение: EEPROM ничего не говорит о качестве этого кабеля.</translation>
    </message>
    <message>
        <source>Qualify the cable by measurement instead: a soak test at full load watching the per-lane errors.</source>
        <translation>Вместо этого оцените кабель измерением: длительный тест (soak) под полной нагрузкой с наблюдением за ошибками по каждой линии (lane).</translation>
    </message>
    <message>
        <source>SFF-8636 stores copper length in whole metres, so the %1 m shown may be a shorter cable (0.5 m reads 1 m).</source>
        <translation>SFF-8636 хранит длину медного кабеля в целых метрах, поэтому показанные %1 м могут означать более короткий кабель (0,5 м читается как 1 м).</translation>
    </message>
    <message>
        <source>Read the length from the cable label or the part number when it matters.</source>
        <translation>Если длина важна, смотрите её на этикетке кабеля или по номеру детали (part number).</translation>
    </message>
</context>
<context>
    <name>railyard::diag::ErrorCounterRules</name>
    <message>
        <source>%1 counted %2 CRC error(s). FEC corrects bit errors on a healthy cable; a CRC error is a frame FEC could not repair, and there must be none.</source>
        <translation>На %1 насчитано CRC-ошибок: %2. FEC исправляет битовые ошибки на исправном кабеле; CRC-ошибка — это кадр, который FEC не смог восстановить, и таких быть не должно.</translation>
    </message>
    <message>
        <source>Reseat the cable at both ends and watch the counter under load; if it keeps rising, replace the cable (check the per-lane errors to see whether one lane is failing).</source>
        <translation>Переподключите кабель с обоих концов и наблюдайте за счётчиком под нагрузкой; если он продолжает расти, замените кабель (проверьте ошибки по линиям, чтобы понять, не отказывает ли одна линия).</translation>
    </message>
    <message>
        <source>Replace the cable. To confirm first, soak it at full link load with the GPUs loaded on both nodes and watch rx_err_lane_N_phy on both receivers; idle-GPU tests miss it.</source>
        <translation>Замените кабель. Чтобы сначала убедиться, прогоните длительный тест при полной нагрузке линка с нагруженными GPU на обоих узлах и наблюдайте за rx_err_lane_N_phy на обоих приёмниках; тесты с простаивающими GPU этого не выявляют.</translation>
    </message>
    <message>
        <source>Lane %1 of %2 has %3 errors, at least %4x the median of the other lanes (%5). One sample cannot tell whether the count is still rising.</source>
        <translation>На линии %1 интерфейса %2 ошибок: %3 — как минимум в %4 раз больше медианы остальных линий (%5). По одному замеру нельзя сказать, продолжает ли счётчик расти.</translation>
    </message>
    <message>
        <source>Take a second ethtool -S sample under load (add it to the bundle as ethtool-S-%1.2.txt); a rising lane means the cable is failing.</source>
        <translation>Снимите второй замер ethtool -S под нагрузкой (добавьте его в пакет как ethtool-S-%1.2.txt); растущий счётчик линии означает, что кабель отказывает.</translation>
    </message>
    <message>
        <source>The pre-FEC bit error rate of %1 is %2, above the RS-FEC limit of about %3: FEC can no longer correct every error.</source>
        <translation>Коэффициент битовых ошибок до FEC на %1 равен %2, что выше предела RS-FEC (около %3): FEC уже не может исправить все ошибки.</translation>
    </message>
    <message>
        <source>Replace the cable (or the module); reseating may help if the connector was not fully latched.</source>
        <translation>Замените кабель (или модуль); переподключение может помочь, если разъём не был защёлкнут до конца.</translation>
    </message>
    <message>
        <source>The pre-FEC bit error rate of %1 is %2, approaching the RS-FEC limit of about %3. Healthy cables stay far below it.</source>
        <translation>Коэффициент битовых ошибок до FEC на %1 равен %2 и приближается к пределу RS-FEC (около %3). У исправных кабелей он намного ниже.</translation>
    </message>
    <message>
        <source>Soak the cable at full load with the GPUs busy and watch the per-lane errors; plan to replace it if the rate grows.</source>
        <translation>Прогоните длительный тест кабеля под полной нагрузкой с занятыми GPU и следите за ошибками по линиям; если показатель растёт, запланируйте замену.</translation>
    </message>
    <message>
        <source>Lane %1 of %2 counted %3 errors between the samples, at least %4x the median of the other lanes (%5). This is how a failing cable shows before the link drops.</source>
        <translation>Линия %1 интерфейса %2 насчитала %3 ошибок между замерами — не меньше чем в %4 раз больше медианы остальных линий (%5). Так выходящий из строя кабель проявляет себя до того, как пропадёт связь.</translation>
    </message>
</context>
<context>
    <name>railyard::diag::Finding</name>
    <message>
        <source>cluster</source>
        <translation>кластер</translation>
    </message>
    <message>
        <source>%1 port %2</source>
        <translation>%1, порт %2</translation>
    </message>
    <message>
        <source>%1 port %2 rail %3 (%4)</source>
        <translation>%1, порт %2, рельс %3 (%4)</translation>
    </message>
    <message>
        <source>%1 port %2 rail %3 (%4) lane %5</source>
        <translation>%1, порт %2, рельс %3 (%4), линия %5</translation>
    </message>
    <message>
        <source>cable %1</source>
        <translation>кабель %1</translation>
    </message>
</context>
<context>
    <name>railyard::diag::LinkRules</name>
    <message>
        <source>Port %1 is cabled but only %2 is up; %3 is down. One rail carries at most about half of the 200 Gb/s the cable can give.</source>
        <translation>Порт %1 подключён кабелем, но поднят только %2; %3 не работает. Один рельс передаёт не более примерно половины из 200 Гбит/с, которые может дать кабель.</translation>
    </message>
    <message>
        <source>Bring %1 up (ip link set %1 up, check its netplan entry). If it stays down, reseat the cable; a Spark-side breakout cable shows exactly this, so use a straight cable.</source>
        <translation>Поднимите %1 (ip link set %1 up, проверьте его запись в netplan). Если он остаётся выключенным, переподключите кабель; именно так ведёт себя разветвительный (breakout) кабель со стороны Spark, поэтому используйте прямой кабель.</translation>
    </message>
    <message>
        <source>%1 linked at %2 Mb/s instead of %3 Mb/s.</source>
        <translation>%1 установил линк на %2 Мбит/с вместо %3 Мбит/с.</translation>
    </message>
    <message>
        <source>Through a switch, pin the Spark-facing switch port to 200G (auto-negotiation can settle at 100G). Direct: check that the cable is a 200G QSFP56/QSFP112 cable, then reseat it.</source>
        <translation>При подключении через коммутатор зафиксируйте скорость порта коммутатора, обращённого к Spark, на 200G (автосогласование может остановиться на 100G). При прямом подключении убедитесь, что кабель — 200G QSFP56/QSFP112, затем переподключите его.</translation>
    </message>
    <message>
        <source>The link of %1 went down %2 time(s) between the first and the last sample.</source>
        <translation>Линк %1 падал %2 раз(а) между первым и последним замером.</translation>
    </message>
    <message>
        <source>Check the per-lane errors and the module temperature of this cable under full load; replace the cable if the flaps come with one lane&apos;s errors rising.</source>
        <translation>Проверьте ошибки по линиям и температуру модуля этого кабеля под полной нагрузкой; замените кабель, если падения линка сопровождаются ростом ошибок на одной линии.</translation>
    </message>
    <message>
        <source>The module in this port is a breakout cable. On the Spark side a breakout does not give two links: one leg comes up, the other stays dead.</source>
        <translation>Модуль в этом порту — разветвительный (breakout) кабель. Со стороны Spark такой кабель не даёт двух линков: одна ветвь поднимается, другая остаётся мёртвой.</translation>
    </message>
    <message>
        <source>Use a straight 200G cable between Sparks. Breakouts belong on the switch side only (one 400G switch port to 2x200G legs).</source>
        <translation>Соединяйте Spark прямым кабелем 200G. Разветвительным кабелям место только со стороны коммутатора (один порт коммутатора 400G на две ветви 2x200G).</translation>
    </message>
</context>
<context>
    <name>railyard::diag::LiveRailHealth</name>
    <message>
        <source>no carrier: the link is down</source>
        <translation>нет несущей: канал не поднят</translation>
    </message>
    <message>
        <source>the link went down</source>
        <translation>канал упал</translation>
    </message>
    <message>
        <source>one lane counts far more errors than the others</source>
        <translation>на одной линии ошибок намного больше, чем на остальных</translation>
    </message>
    <message>
        <source>pre-FEC bit error rate past the RS-FEC limit</source>
        <translation>частота битовых ошибок до FEC выше предела RS-FEC</translation>
    </message>
    <message>
        <source>pre-FEC bit error rate well above a healthy cable&apos;s</source>
        <translation>частота битовых ошибок до FEC заметно выше, чем у исправного кабеля</translation>
    </message>
</context>
<context>
    <name>railyard::diag::NcclRules</name>
    <message>
        <source>NCCL moved the data over TCP sockets instead of RDMA. That is a fraction of the cluster link&apos;s speed and may even run over the LAN.</source>
        <translation>NCCL передал данные через TCP-сокеты вместо RDMA. Это лишь малая доля скорости линка кластера, и трафик может даже пойти через LAN.</translation>
    </message>
    <message>
        <source>Set NCCL_IB_HCA to both RDMA devices of the cabled port (for port 0: rocep1s0f0,roceP2p1s0f0), check that ibdev2netdev shows them Up, and that the container sees /dev/infiniband.</source>
        <translation>Задайте в NCCL_IB_HCA оба RDMA-устройства подключённого порта (для порта 0: rocep1s0f0,roceP2p1s0f0), убедитесь, что ibdev2netdev показывает их в состоянии Up и что контейнер видит /dev/infiniband.</translation>
    </message>
    <message>
        <source>NCCL uses only %1 of port %2; its twin %3 is missing, so collectives run over one rail (about 13.9 GB/s instead of ~22).</source>
        <translation>NCCL использует только %1 порта %2; его пара %3 отсутствует, поэтому коллективные операции идут по одному рельсу (около 13,9 ГБ/с вместо ~22).</translation>
    </message>
    <message>
        <source>Set NCCL_IB_HCA=%1,%2 on every rank (mpirun -x NCCL_IB_HCA=...).</source>
        <translation>Задайте NCCL_IB_HCA=%1,%2 на каждом ранге (mpirun -x NCCL_IB_HCA=...).</translation>
    </message>
    <message>
        <source>nccl-tests reached a bus bandwidth of %1 GB/s, below %2 % of the %3 GB/s reference.</source>
        <translation>nccl-tests показал пропускную способность шины (bus bandwidth) %1 ГБ/с — ниже %2 % от эталонных %3 ГБ/с.</translation>
    </message>
    <message>
        <source>Check the NCCL log for both HCAs and for a socket fallback, test messages of 256 MB and more, and run the RDMA tests per rail to find the slow link.</source>
        <translation>Проверьте журнал NCCL на наличие обоих HCA и перехода на сокеты, протестируйте сообщения размером от 256 МБ и запустите RDMA-тесты по каждому рельсу, чтобы найти медленный линк.</translation>
    </message>
    <message>
        <source>NCCL_SOCKET_IFNAME names %1, an RDMA device. NCCL_SOCKET_IFNAME picks the network interface (netdev) for the bootstrap sockets; the RDMA devices go in NCCL_IB_HCA.</source>
        <translation>NCCL_SOCKET_IFNAME указывает %1 — RDMA-устройство. NCCL_SOCKET_IFNAME выбирает сетевой интерфейс (netdev) для начальных (bootstrap) сокетов; RDMA-устройства указываются в NCCL_IB_HCA.</translation>
    </message>
    <message>
        <source>Set NCCL_SOCKET_IFNAME to a netdev (e.g. enp1s0f0np0) and list the RDMA devices in NCCL_IB_HCA (e.g. rocep1s0f0,roceP2p1s0f0).</source>
        <translation>Задайте в NCCL_SOCKET_IFNAME сетевой интерфейс (например, enp1s0f0np0), а RDMA-устройства перечислите в NCCL_IB_HCA (например, rocep1s0f0,roceP2p1s0f0).</translation>
    </message>
    <message>
        <source>NCCL_IB_HCA names %1, a network interface. NCCL_IB_HCA takes RDMA device names; the netdev belongs in NCCL_SOCKET_IFNAME.</source>
        <translation>NCCL_IB_HCA указывает %1 — сетевой интерфейс. NCCL_IB_HCA принимает имена RDMA-устройств; netdev указывается в NCCL_SOCKET_IFNAME.</translation>
    </message>
    <message>
        <source>List the RDMA devices in NCCL_IB_HCA (ibdev2netdev shows which belongs to which netdev; for port 0: rocep1s0f0,roceP2p1s0f0).</source>
        <translation>Перечислите RDMA-устройства в NCCL_IB_HCA (ibdev2netdev показывает, какое устройство какому netdev соответствует; для порта 0: rocep1s0f0,roceP2p1s0f0).</translation>
    </message>
    <message>
        <source>nccl-tests found %1 wrong values in %2 message sizes: the data that arrived is not the data that was sent.</source>
        <translation>nccl-tests нашёл неверные значения (%1) в %2 размерах сообщений: пришли не те данные, что были отправлены.</translation>
    </message>
    <message>
        <source>nccl-tests reports %1 values out of bounds: the data that arrived is not the data that was sent.</source>
        <translation>nccl-tests сообщает о значениях вне допустимых границ (%1): пришли не те данные, что были отправлены.</translation>
    </message>
    <message>
        <source>Do not trust results from this cluster until this is explained: check the error counters and lanes of every rail (railyard-cli monitor), the GPUs (nvidia-smi, dmesg for Xid), then run the test again with NCCL_IB_HCA set to one rail at a time to find the one that corrupts.</source>
        <translation>Не доверяйте результатам этого кластера, пока причина не найдена: проверьте счётчики ошибок и линии каждого канала (railyard-cli monitor), GPU (nvidia-smi, dmesg на Xid), затем повторите тест с NCCL_IB_HCA, указывающим по одному каналу, чтобы найти тот, что искажает данные.</translation>
    </message>
    <message>
        <source>NCCL&apos;s RDMA transfers on %1 failed %2 times: work completion status %3 (%4), vendor error %5, peer %6 (line %7).</source>
        <translation>RDMA-передачи NCCL на %1 завершились ошибкой (%2 раз): статус завершения %3 (%4), ошибка производителя %5, узел-партнёр %6 (строка %7).</translation>
    </message>
    <message>
        <source>Status 12 means the peer stopped acknowledging on that rail: check the link of each rail on both nodes (railyard-cli monitor for link drops and error counters), that both ends use the same MTU and RoCE GID index, and run the RDMA test per rail.</source>
        <translation>Статус 12 означает, что партнёр перестал подтверждать передачу по этому каналу: проверьте связь каждого канала на обоих узлах (railyard-cli monitor — падения линка и счётчики ошибок), одинаковые MTU и индекс GID RoCE на обоих концах, и запустите RDMA-тест по каждому каналу.</translation>
    </message>
    <message>
        <source>Look up the status in ibv_wc_status (verbs.h) and the vendor error in the ConnectX documentation; run the RDMA test per rail to see whether one rail fails on its own.</source>
        <translation>Найдите статус в ibv_wc_status (verbs.h), а ошибку производителя — в документации ConnectX; запустите RDMA-тест по каждому каналу, чтобы увидеть, не отказывает ли один канал сам по себе.</translation>
    </message>
    <message>
        <source>NCCL on %1 could not connect a queue pair %2 times: %3 (line %4).</source>
        <translation>NCCL на %1 не смог подключить очередь (queue pair), раз: %2: %3 (строка %4).</translation>
    </message>
    <message>
        <source>The two ends cannot reach each other on that rail: check that each rail has an address in the same subnet as its peer&apos;s (railyard-cli verify), that NCCL_IB_GID_INDEX is the same on every node, and that NCCL_IB_HCA names only cabled rails.</source>
        <translation>Концы не видят друг друга по этому каналу: проверьте, что адрес каждого канала в той же подсети, что и у партнёра (railyard-cli verify), что NCCL_IB_GID_INDEX одинаков на всех узлах и что NCCL_IB_HCA называет только подключённые каналы.</translation>
    </message>
</context>
<context>
    <name>railyard::diag::NetplanRules</name>
    <message>
        <source>NVIDIA&apos;s cluster setup helper</source>
        <translation>вспомогательный скрипт NVIDIA для настройки кластера</translation>
    </message>
    <message>
        <source>NetworkManager (NVIDIA Sync, nmcli or the desktop settings)</source>
        <translation>NetworkManager (NVIDIA Sync, nmcli или настройки рабочего стола)</translation>
    </message>
    <message>
        <source>a person or another tool</source>
        <translation>человек или другая программа</translation>
    </message>
    <message>
        <source>%1 on %2 configures the cluster links %3; Railyard did not write it (by its name, %4 did).</source>
        <translation>%1 на %2 настраивает кластерные линки %3; этот файл записал не Railyard (судя по имени, это сделал(а) %4).</translation>
    </message>
    <message>
        <source>Nothing to do while the cluster works. Railyard&apos;s apply sets this file aside (a copy goes into its journal, undo puts it back); the preview names it first.</source>
        <translation>Пока кластер работает, ничего делать не нужно. При применении плана Railyard отложит этот файл (копия попадёт в журнал, отмена вернёт его на место); предпросмотр заранее назовёт его.</translation>
    </message>
    <message>
        <source>%1 on %2 configures %3 without an MTU, so they run at %4; a %5 is meant to run at %6 (%7).</source>
        <translation>%1 на %2 настраивает %3 без MTU, поэтому они работают с %4; для топологии «%5» рассчитано %6 (%7).</translation>
    </message>
    <message>
        <source>Apply Railyard&apos;s plan (it sets the MTU on both ends of every cable), or add &quot;mtu: %1&quot; to these links in %2 on every node.</source>
        <translation>Примените план Railyard (он задаёт MTU на обоих концах каждого кабеля) или добавьте «mtu: %1» для этих линков в %2 на каждом узле.</translation>
    </message>
</context>
<context>
    <name>railyard::diag::PcieRules</name>
    <message>
        <source>The ConnectX-7 function %1 runs its PCIe link at %2; each rail needs Gen5 (%3 GT/s) x%4, so this rail cannot reach its share of the 200 Gb/s.</source>
        <translation>Функция ConnectX-7 %1 работает с линком PCIe %2; каждому рельсу нужен Gen5 (%3 GT/s) x%4, поэтому этот рельс не может получить свою долю из 200 Гбит/с.</translation>
    </message>
    <message>
        <source>Reboot the node (a full power cycle if a reboot does not help) and check again with lspci -vv; if the link stays degraded, contact the vendor: the PCIe path is inside the machine.</source>
        <translation>Перезагрузите узел (полностью обесточьте его, если перезагрузка не помогает) и проверьте снова с помощью lspci -vv; если линк остаётся деградированным, обратитесь к поставщику: тракт PCIe находится внутри машины.</translation>
    </message>
</context>
<context>
    <name>railyard::diag::RdmaRules</name>
    <message>
        <source>The RDMA test on %1 failed: %2</source>
        <translation>Тест RDMA на %1 завершился ошибкой: %2</translation>
    </message>
    <message>
        <source>Start the server side first, use the server&apos;s rail address, and run the same perftest version and flags on both ends.</source>
        <translation>Сначала запустите серверную сторону, используйте адрес рельса сервера и запускайте одну и ту же версию perftest с одинаковыми флагами на обоих концах.</translation>
    </message>
    <message>
        <source>Loopback RDMA on %1 reached %2 Gb/s; a healthy card gives about %3 Gb/s. The ConnectX-7 is throttled, which happens after a cable swap or a kernel update while ethtool still reports 200G.</source>
        <translation>Петлевой (loopback) тест RDMA на %1 показал %2 Гбит/с; исправная карта даёт около %3 Гбит/с. ConnectX-7 работает в режиме ограничения (throttled) — это случается после замены кабеля или обновления ядра, хотя ethtool по-прежнему сообщает 200G.</translation>
    </message>
    <message>
        <source>Reboot both nodes; if loopback is still slow, reboot again or cut the power for 60 seconds. The dmesg line &apos;27W insufficient power&apos; shows in both states and is not the cause.</source>
        <translation>Перезагрузите оба узла; если петлевой тест всё ещё медленный, перезагрузите снова или отключите питание на 60 секунд. Строка dmesg «27W insufficient power» появляется в обоих состояниях и причиной не является.</translation>
    </message>
    <message>
        <source>Loopback RDMA on %1 reached %2 Gb/s, below the %3 Gb/s of a healthy card but above the throttled state.</source>
        <translation>Петлевой тест RDMA на %1 показал %2 Гбит/с — ниже %3 Гбит/с исправной карты, но выше, чем в режиме ограничения.</translation>
    </message>
    <message>
        <source>Rerun with the GPUs idle and nothing else on the link; check the PCIe link (lspci) and the message size (65536 bytes is the reference).</source>
        <translation>Повторите тест с простаивающими GPU и без другого трафика на линке; проверьте линк PCIe (lspci) и размер сообщения (эталон — 65536 байт).</translation>
    </message>
    <message>
        <source>RDMA over %1 reached %2 Gb/s (%3 % of the %4 Gb/s node limit); one healthy rail gives about 92-112 Gb/s.</source>
        <translation>RDMA через %1 показал %2 Гбит/с (%3 % от предела узла %4 Гбит/с); один исправный рельс даёт около 92–112 Гбит/с.</translation>
    </message>
    <message>
        <source>Run the loopback test on both nodes to rule out a throttled card, check the link speed and the error counters of this rail, and use the same perftest flags on both ends.</source>
        <translation>Запустите петлевой тест на обоих узлах, чтобы исключить ограничение карты, проверьте скорость линка и счётчики ошибок этого рельса и используйте одинаковые флаги perftest на обоих концах.</translation>
    </message>
    <message>
        <source>Both rails of port %1 together reached %2 Gb/s (%3 % of the %4 Gb/s node limit); a healthy cable gives 185-190 Gb/s.</source>
        <translation>Оба рельса порта %1 вместе показали %2 Гбит/с (%3 % от предела узла %4 Гбит/с); исправный кабель даёт 185–190 Гбит/с.</translation>
    </message>
    <message>
        <source>Run both rails at the same time (results of sequential runs must not be added); if it stays low, check the loopback result, the lane errors and the PCIe link.</source>
        <translation>Запускайте оба рельса одновременно (результаты последовательных запусков складывать нельзя); если показатель остаётся низким, проверьте результат петлевого теста, ошибки по линиям и линк PCIe.</translation>
    </message>
    <message>
        <source>Check that the node is reachable and perftest runs on it, then run the test again.</source>
        <translation>Проверьте, что узел доступен и perftest на нём запускается, затем повторите тест.</translation>
    </message>
    <message>
        <source>%1 has no RDMA device (%2): RDMA and NCCL tests cannot run on it.</source>
        <translation>На %1 нет устройства RDMA (%2): тесты RDMA и NCCL на нём выполнить нельзя.</translation>
    </message>
    <message>
        <source>Check that this is a Spark and that the ConnectX driver is loaded (lsmod | grep mlx5_ib); DGX OS loads it at boot.</source>
        <translation>Проверьте, что это Spark и что драйвер ConnectX загружен (lsmod | grep mlx5_ib); DGX OS загружает его при старте.</translation>
    </message>
</context>
<context>
    <name>railyard::facts::BundleWriter</name>
    <message>
        <source>cannot create %1</source>
        <translation>не удаётся создать %1</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>не удаётся записать %1: %2</translation>
    </message>
</context>
<context>
    <name>railyard::facts::ClusterSurvey</name>
    <message>
        <source>Railyard report</source>
        <translation>Отчёт Railyard</translation>
    </message>
    <message>
        <source>Inventory and cabling discovery</source>
        <translation>Инвентаризация и обнаружение кабелей</translation>
    </message>
    <message>
        <source>No address plan: %1</source>
        <translation>Нет плана адресов: %1</translation>
    </message>
</context>
<context>
    <name>railyard::inventory::CablingDiscovery</name>
    <message>
        <source>exit code %1</source>
        <translation>код завершения %1</translation>
    </message>
    <message>
        <source>exit code %1: %2</source>
        <translation>код завершения %1: %2</translation>
    </message>
    <message>
        <source>%1: no inventory</source>
        <translation>%1: нет сведений об узле</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1: %2: %3</translation>
    </message>
    <message>
        <source>%1: %2 failed (%3); its cable may be missed</source>
        <translation>%1: команда %2 завершилась ошибкой (%3); кабель этого интерфейса может быть не обнаружен</translation>
    </message>
    <message>
        <source>%1: ip -j neigh show failed (%2)</source>
        <translation>%1: ip -j neigh show завершилась ошибкой (%2)</translation>
    </message>
    <message>
        <source>%1: lldpctl -f json failed (%2)</source>
        <translation>%1: lldpctl -f json завершилась ошибкой (%2)</translation>
    </message>
    <message>
        <source>%1: ping -6 ff02::1 failed on %2 (%3); neighbours are read from the table as it is</source>
        <translation>%1: ping -6 ff02::1 завершился ошибкой на %2 (%3); соседи считываются из таблицы в её текущем виде</translation>
    </message>
    <message>
        <source>%1: reading the neighbour table failed (%2)</source>
        <translation>%1: не удалось прочитать таблицу соседей (%2)</translation>
    </message>
</context>
<context>
    <name>railyard::inventory::DiscoveredCable</name>
    <message>
        <source>no rail answered</source>
        <translation>ни один рельс не ответил</translation>
    </message>
    <message>
        <source>rails up: %1</source>
        <translation>поднятые рельсы: %1</translation>
    </message>
    <message>
        <source>switch</source>
        <translation>коммутатор</translation>
    </message>
    <message>
        <source>outside the cluster (%1)</source>
        <translation>вне кластера (%1)</translation>
    </message>
    <message>
        <source>nothing answers</source>
        <translation>никто не отвечает</translation>
    </message>
</context>
<context>
    <name>railyard::inventory::DiscoveryResult</name>
    <message>
        <source>Cables found: %1
</source>
        <translation>Найдено кабелей: %1
</translation>
    </message>
    <message>
        <source>No findings: the cabling matches the topology.
</source>
        <translation>Проблем нет: кабели соответствуют топологии.
</translation>
    </message>
    <message>
        <source>Findings: %1
</source>
        <translation>Проблемы: %1
</translation>
    </message>
    <message>
        <source>fix: %1</source>
        <translation>исправление: %1</translation>
    </message>
    <message>
        <source>note: %1
</source>
        <translation>примечание: %1
</translation>
    </message>
</context>
<context>
    <name>railyard::inventory::DiscoveryRules</name>
    <message>
        <source>%1 could not be read, so its side of the cabling is unknown; cables are taken from the other nodes&apos; view only.</source>
        <translation>Не удалось получить данные с %1, поэтому его сторона кабельной схемы неизвестна; кабели определены только по данным других узлов.</translation>
    </message>
    <message>
        <source>Check that %1 is powered, reachable over the management network and accepts the SSH login, then run discovery again.</source>
        <translation>Убедитесь, что %1 включён, доступен по сети управления и принимает вход по SSH, затем повторите обнаружение.</translation>
    </message>
    <message>
        <source>the switch</source>
        <translation>коммутатор</translation>
    </message>
    <message>
        <source>Only rail %1 of the cable from %2 to %3 answers; rail %4 has no link. The cable carries about 100 Gb/s instead of 200 Gb/s.</source>
        <translation>Из кабеля от %2 к %3 отвечает только рельс %1; у рельса %4 нет линка. Кабель передаёт около 100 Гбит/с вместо 200 Гбит/с.</translation>
    </message>
    <message>
        <source>Reseat both ends of the cable. A 200G to 2x100G breakout on the Spark side behaves like this: use a straight QSFP112 cable (breakouts belong on the switch side).</source>
        <translation>Переподключите кабель с обоих концов. Так ведёт себя разветвительный кабель 200G → 2x100G со стороны Spark: используйте прямой кабель QSFP112 (разветвительным кабелям место со стороны коммутатора).</translation>
    </message>
    <message>
        <source>Port %1 of %2 is cabled to a device that is not in this cluster (%3).</source>
        <translation>Порт %1 узла %2 подключён к устройству, не входящему в этот кластер (%3).</translation>
    </message>
    <message>
        <source>Add that node to the project, or move the cable to the port the topology expects.</source>
        <translation>Добавьте этот узел в проект или переключите кабель в порт, который ожидает топология.</translation>
    </message>
    <message>
        <source>Port %1 of %2 has a link, but nothing answered the IPv6 all-nodes ping on it.</source>
        <translation>На порту %1 узла %2 есть линк, но на IPv6-пинг всех узлов (all-nodes) через него никто не ответил.</translation>
    </message>
    <message>
        <source>Check that the far end is a node of this cluster and that its cluster interfaces are up; then run discovery again.</source>
        <translation>Убедитесь, что на дальнем конце — узел этого кластера и что его интерфейсы кластера подняты, затем повторите обнаружение.</translation>
    </message>
    <message>
        <source>The project lists the cable %1, but discovery did not find it.</source>
        <translation>В проекте указан кабель %1, но обнаружение его не нашло.</translation>
    </message>
    <message>
        <source>Plug the cable in as listed, or correct the cable list in the project.</source>
        <translation>Подключите кабель, как указано, или исправьте список кабелей в проекте.</translation>
    </message>
    <message>
        <source>Discovery found the cable %1, which the project does not list.</source>
        <translation>Обнаружен кабель %1, которого нет в проекте.</translation>
    </message>
    <message>
        <source>Add the cable to the project, or remove it if it is not meant to be there.</source>
        <translation>Добавьте кабель в проект или отключите его, если его там быть не должно.</translation>
    </message>
</context>
<context>
    <name>railyard::inventory::InventoryCollector</name>
    <message>
        <source>exit code %1</source>
        <translation>код завершения %1</translation>
    </message>
    <message>
        <source>exit code %1: %2</source>
        <translation>код завершения %1: %2</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1: %2: %3</translation>
    </message>
    <message>
        <source>holds the management address %1</source>
        <translation>имеет адрес управления %1</translation>
    </message>
    <message>
        <source>carries the default route</source>
        <translation>через него идёт маршрут по умолчанию</translation>
    </message>
    <message>
        <source>management interface</source>
        <translation>интерфейс управления</translation>
    </message>
    <message>
        <source>no interface holds %1 and there is no default route</source>
        <translation>ни один интерфейс не имеет адреса %1, и маршрута по умолчанию нет</translation>
    </message>
    <message>
        <source>no RDMA devices</source>
        <translation>нет RDMA-устройств</translation>
    </message>
    <message>
        <source>no link settings printed</source>
        <translation>параметры линка не выведены</translation>
    </message>
    <message>
        <source>no GPU listed</source>
        <translation>GPU не обнаружен</translation>
    </message>
    <message>
        <source>no PCIe link status printed</source>
        <translation>состояние линка PCIe не выведено</translation>
    </message>
    <message>
        <source>no PCIe link status printed (lspci needs root for it; sudo needs a password)</source>
        <translation>состояние линка PCIe не выведено (lspci требует для этого root; sudo требует пароль)</translation>
    </message>
    <message>
        <source>no FEC settings printed</source>
        <translation>параметры FEC не выведены</translation>
    </message>
    <message>
        <source>%1 (the kernel log may need root; sudo needs a password)</source>
        <translation>%1 (для чтения журнала ядра может понадобиться root; sudo требует пароль)</translation>
    </message>
    <message>
        <source>no RDMA device: rdma link lists none</source>
        <translation>нет устройства RDMA: rdma link ничего не показывает</translation>
    </message>
</context>
<context>
    <name>railyard::inventory::LldpParser</name>
    <message>
        <source>lldpctl output is not JSON: %1</source>
        <translation>вывод lldpctl не является JSON: %1</translation>
    </message>
</context>
<context>
    <name>railyard::inventory::NodeInventory</name>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>? GT/s</source>
        <translation>? GT/s</translation>
    </message>
    <message>
        <source> (downgraded)</source>
        <translation> (понижен)</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>ошибка: %1</translation>
    </message>
    <message>
        <source>hostname</source>
        <translation>имя хоста</translation>
    </message>
    <message>
        <source>os</source>
        <translation>ОС</translation>
    </message>
    <message>
        <source>kernel</source>
        <translation>ядро</translation>
    </message>
    <message>
        <source>management</source>
        <translation>управление</translation>
    </message>
    <message>
        <source>%1 (untouchable; %2)</source>
        <translation>%1 (не изменяется; %2)</translation>
    </message>
    <message>
        <source>gpu</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>%1, driver %2, CUDA %3</source>
        <translation>%1, драйвер %2, CUDA %3</translation>
    </message>
    <message>
        <source>tools</source>
        <translation>инструменты</translation>
    </message>
    <message>
        <source>installed: %1; missing: %2</source>
        <translation>установлены: %1; отсутствуют: %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>sudo</source>
        <translation>sudo</translation>
    </message>
    <message>
        <source>passwordless</source>
        <translation>без пароля</translation>
    </message>
    <message>
        <source>needs a password</source>
        <translation>требует пароль</translation>
    </message>
    <message>
        <source>not present</source>
        <translation>отсутствует</translation>
    </message>
    <message>
        <source>mac %1, state %2, carrier %3, speed %4, mtu %5</source>
        <translation>MAC %1, состояние %2, несущая %3, скорость %4, MTU %5</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>addresses %1</source>
        <translation>адреса %1</translation>
    </message>
    <message>
        <source>driver %1 %2, firmware %3, pci %4, link %5</source>
        <translation>драйвер %1 %2, прошивка %3, PCI %4, линк %5</translation>
    </message>
    <message>
        <source>no module read</source>
        <translation>модуль не прочитан</translation>
    </message>
    <message>
        <source>%1 %2 sn %3</source>
        <translation>%1 %2 с/н %3</translation>
    </message>
    <message>
        <source>, %1 m</source>
        <translation>, %1 м</translation>
    </message>
    <message>
        <source>port %1 cable</source>
        <translation>кабель порта %1</translation>
    </message>
    <message>
        <source>routes</source>
        <translation>маршруты</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>предупреждение: %1</translation>
    </message>
    <message>
        <source>netplan</source>
        <translation>netplan</translation>
    </message>
    <message>
        <source>%1 (names only: reading them needs root)</source>
        <translation>%1 (только имена: чтобы прочитать файлы, нужны права root)</translation>
    </message>
    <message>
        <source>rdma</source>
        <translation>rdma</translation>
    </message>
</context>
<context>
    <name>railyard::measure::CableBandwidth</name>
    <message>
        <source>no rail was measured</source>
        <translation>ни один рельс не был измерен</translation>
    </message>
    <message>
        <source>rails of different runs cannot be added: only a simultaneous run gives the cable figure</source>
        <translation>рельсы из разных запусков нельзя складывать: только одновременный запуск даёт показатель для кабеля</translation>
    </message>
    <message>
        <source>a rail of another cable was given</source>
        <translation>указан рельс другого кабеля</translation>
    </message>
    <message>
        <source>rail %1 was given twice</source>
        <translation>рельс %1 указан дважды</translation>
    </message>
</context>
<context>
    <name>railyard::measure::LoopbackTest</name>
    <message>
        <source>Card health (loopback)</source>
        <translation>Исправность карты (петлевой тест)</translation>
    </message>
    <message>
        <source>The ConnectX-7 of %1 is throttled (%2 Gb/s in loopback, ~106 expected) although ethtool may still report 200G. Reboot both nodes; if it persists, reboot again or cut the power for 60 s. The &apos;27W insufficient power&apos; dmesg line appears either way: ignore it.</source>
        <translation>ConnectX-7 узла %1 работает в режиме ограничения (%2 Гбит/с в петлевом тесте, ожидается ~106), хотя ethtool может по-прежнему сообщать 200G. Перезагрузите оба узла; если проблема сохраняется, перезагрузите снова или отключите питание на 60 с. Строка dmesg «27W insufficient power» появляется в любом случае: не обращайте на неё внимания.</translation>
    </message>
    <message>
        <source>Loopback on %1 reaches %2 Gb/s, below the ~106 of a healthy card: check the PCIe links (lspci) and the firmware.</source>
        <translation>Петлевой тест на %1 показывает %2 Гбит/с — ниже ~106 у исправной карты: проверьте линки PCIe (lspci) и прошивку.</translation>
    </message>
    <message>
        <source>Clean up</source>
        <translation>Очистка</translation>
    </message>
    <message>
        <source>end any perftest process left on the nodes</source>
        <translation>завершить процессы perftest, оставшиеся на узлах</translation>
    </message>
    <message>
        <source>Loopback on every node at once</source>
        <translation>Петля на всех узлах одновременно</translation>
    </message>
    <message>
        <source>ib_write_bw server and client on the same card: %1</source>
        <translation>Сервер и клиент ib_write_bw на одной карте: %1</translation>
    </message>
</context>
<context>
    <name>railyard::measure::MeasureStep</name>
    <message>
        <source>cancelled by the user</source>
        <translation>отменено пользователем</translation>
    </message>
</context>
<context>
    <name>railyard::measure::NcclTest</name>
    <message>
        <source>NCCL collectives</source>
        <translation>Коллективные операции NCCL</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>отменено</translation>
    </message>
    <message>
        <source>%1 on %2 exited with code %3</source>
        <translation>%1 на %2 завершился с кодом %3</translation>
    </message>
    <message>
        <source>%1 printed no result</source>
        <translation>%1 не вывел результата</translation>
    </message>
    <message>
        <source>NCCL %1</source>
        <translation>NCCL %1</translation>
    </message>
    <message>
        <source>Clean up</source>
        <translation>Очистка</translation>
    </message>
    <message>
        <source>end any nccl-tests process left on the nodes</source>
        <translation>завершить процессы nccl-tests, оставшиеся на узлах</translation>
    </message>
    <message>
        <source>the NCCL test needs the network plan (hosts and NCCL environment)</source>
        <translation>для теста NCCL нужен сетевой план (хосты и переменные окружения NCCL)</translation>
    </message>
    <message>
        <source>the NCCL test needs at least two nodes</source>
        <translation>для теста NCCL нужно не менее двух узлов</translation>
    </message>
</context>
<context>
    <name>railyard::measure::PerftestRun</name>
    <message>
        <source>no address known for the server rail on %1</source>
        <translation>адрес серверного рельса на %1 неизвестен</translation>
    </message>
    <message>
        <source>the %1 server on %2 did not start listening</source>
        <translation>сервер %1 на %2 не начал прослушивание</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>отменено</translation>
    </message>
    <message>
        <source>the %1 server on %2 ended before its client: %3</source>
        <translation>сервер %1 на %2 завершился раньше своего клиента: %3</translation>
    </message>
    <message>
        <source>%1 exited with code %2</source>
        <translation>%1 завершился с кодом %2</translation>
    </message>
    <message>
        <source>%1 printed no result</source>
        <translation>%1 не вывел результата</translation>
    </message>
    <message>
        <source>the %1 server on %2: %3</source>
        <translation>сервер %1 на %2: %3</translation>
    </message>
    <message>
        <source>%1: %2 did not finish: %3</source>
        <translation>%1: %2 не завершилась: %3</translation>
    </message>
</context>
<context>
    <name>railyard::measure::RailAddressLookup</name>
    <message>
        <source>%1: ip -j addr failed: %2</source>
        <translation>%1: ip -j addr не выполнилась: %2</translation>
    </message>
    <message>
        <source>%1: ip -j addr: %2</source>
        <translation>%1: ip -j addr: %2</translation>
    </message>
</context>
<context>
    <name>railyard::measure::RdmaBandwidthTest</name>
    <message>
        <source>RDMA bandwidth</source>
        <translation>Пропускная способность RDMA</translation>
    </message>
    <message>
        <source>Both rails at once: %1</source>
        <translation>Оба рельса одновременно: %1</translation>
    </message>
    <message>
        <source>Rail %1 alone: %2</source>
        <translation>Только рельс %1: %2</translation>
    </message>
    <message>
        <source>Latency, rail %1: %2</source>
        <translation>Задержка, рельс %1: %2</translation>
    </message>
    <message>
        <source>Clean up</source>
        <translation>Очистка</translation>
    </message>
    <message>
        <source>end any perftest process left on the nodes</source>
        <translation>завершить процессы perftest, оставшиеся на узлах</translation>
    </message>
    <message>
        <source>Clean up after an interrupted run</source>
        <translation>Очистка после прерванного запуска</translation>
    </message>
    <message>
        <source>%1 %2 server on %3 (%4), client on %5 (%6)</source>
        <translation>%1 %2: сервер на %3 (%4), клиент на %5 (%6)</translation>
    </message>
</context>
<context>
    <name>railyard::measure::RemoteCleanup</name>
    <message>
        <source>no session of Railyard&apos;s to end %1 in</source>
        <translation>нет сеанса Railyard, в котором нужно завершить %1</translation>
    </message>
    <message>
        <source>%1: %2 (PID %3) left running</source>
        <translation>%1: %2 (PID %3) оставлен работать</translation>
    </message>
    <message>
        <source>%1 on %2 was not started by Railyard, so it was not stopped; it may hold a port or the card a test needs.</source>
        <translation>%1 на %2 запущен не Railyard, поэтому он не остановлен; он может занимать порт или карту, нужные тесту.</translation>
    </message>
</context>
<context>
    <name>railyard::measure::SoakTest</name>
    <message>
        <source>Cable soak</source>
        <translation>Длительный тест кабеля</translation>
    </message>
    <message>
        <source>Cable soak (idle GPUs, weaker)</source>
        <translation>Длительный тест кабеля (GPU простаивают, менее строгий)</translation>
    </message>
    <message>
        <source>Idle-GPU soak: weaker than a soak with the GPUs loaded. A cable that passed 101 minutes with idle GPUs failed within minutes once both GPUs were hot.</source>
        <translation>Длительный тест с простаивающими GPU менее строгий, чем тест с нагруженными GPU. Кабель, выдержавший 101 минуту при простаивающих GPU, отказал через несколько минут, как только оба GPU нагрелись.</translation>
    </message>
    <message>
        <source>both rails of %1 loaded both ways for %2 s%3, lane errors sampled on both ends</source>
        <translation>оба рельса %1 нагружены в обоих направлениях в течение %2 с%3, ошибки по линиям снимаются на обоих концах</translation>
    </message>
    <message>
        <source> with %1 on both nodes</source>
        <translation> с %1 на обоих узлах</translation>
    </message>
    <message>
        <source>no cable to soak</source>
        <translation>нет кабеля для длительного теста</translation>
    </message>
    <message>
        <source>Load and watch %1</source>
        <translation>Нагрузка и наблюдение: %1</translation>
    </message>
    <message>
        <source>Clean up</source>
        <translation>Очистка</translation>
    </message>
    <message>
        <source>end the load processes on both nodes</source>
        <translation>завершить процессы нагрузки на обоих узлах</translation>
    </message>
    <message>
        <source>%1 on %2 ended with code %3</source>
        <translation>%1 на %2 завершился с кодом %3</translation>
    </message>
</context>
<context>
    <name>railyard::measure::TestSuite</name>
    <message>
        <source>Read the rail addresses</source>
        <translation>Чтение адресов рельсов</translation>
    </message>
    <message>
        <source>Loopback (card health)</source>
        <translation>Петля (состояние карты)</translation>
    </message>
    <message>
        <source>RDMA per cable</source>
        <translation>RDMA по кабелям</translation>
    </message>
    <message>
        <source>NCCL</source>
        <translation>NCCL</translation>
    </message>
    <message>
        <source>Soak</source>
        <translation>Прогон</translation>
    </message>
    <message>
        <source>Tests</source>
        <translation>Тесты</translation>
    </message>
</context>
<context>
    <name>railyard::measure::ToolMissing</name>
    <message>
        <source>%1 is not installed on %2; install it with: %3</source>
        <translation>%1 не установлен на %2; установите его командой: %3</translation>
    </message>
</context>
<context>
    <name>railyard::model</name>
    <message>
        <source>Direct pair (2 nodes, 1 cable)</source>
        <translation>Прямая пара (2 узла, 1 кабель)</translation>
    </message>
    <message>
        <source>Triangle (3 nodes, 3 cables)</source>
        <translation>Треугольник (3 узла, 3 кабеля)</translation>
    </message>
    <message>
        <source>Ring (4 or more nodes, one cable per node)</source>
        <translation>Кольцо (4 узла и более, по одному кабелю на узел)</translation>
    </message>
    <message>
        <source>Switch (one cable per node to a switch)</source>
        <translation>Коммутатор (по одному кабелю от каждого узла к коммутатору)</translation>
    </message>
</context>
<context>
    <name>railyard::model::CablingChecklist</name>
    <message>
        <source>switch</source>
        <translation>коммутатор</translation>
    </message>
</context>
<context>
    <name>railyard::model::CablingRules</name>
    <message>
        <source>Port %1 does not exist: a Spark has ports 0 and 1.</source>
        <translation>Порта %1 не существует: у Spark есть порты 0 и 1.</translation>
    </message>
    <message>
        <source>Use port 0 (nearer the RJ-45) or port 1.</source>
        <translation>Используйте порт 0 (ближе к RJ-45) или порт 1.</translation>
    </message>
    <message>
        <source>Two nodes are named &apos;%1&apos;.</source>
        <translation>Два узла имеют имя «%1».</translation>
    </message>
    <message>
        <source>Give every node a unique name (names are compared without case).</source>
        <translation>Дайте каждому узлу уникальное имя (имена сравниваются без учёта регистра).</translation>
    </message>
    <message>
        <source>Nodes &apos;%1&apos; and &apos;%2&apos; have the same management address %3.</source>
        <translation>Узлы «%1» и «%2» имеют одинаковый адрес управления %3.</translation>
    </message>
    <message>
        <source>Each node needs its own management address; check for a copy-paste mistake.</source>
        <translation>Каждому узлу нужен собственный адрес управления; проверьте, не ошибка ли это копирования.</translation>
    </message>
    <message>
        <source>A cluster needs at least two nodes; %1 given.</source>
        <translation>Для кластера нужно не менее двух узлов; указано: %1.</translation>
    </message>
    <message>
        <source>Add the other node(s).</source>
        <translation>Добавьте остальные узлы.</translation>
    </message>
    <message>
        <source>%1 nodes cannot be cabled directly: a Spark has two ports, so 5 or more nodes need a switch (or a ring).</source>
        <translation>%1 узлов нельзя соединить напрямую: у Spark два порта, поэтому для 5 и более узлов нужен коммутатор (или кольцо).</translation>
    </message>
    <message>
        <source>Choose the switch topology, or a ring of up to %1 nodes.</source>
        <translation>Выберите топологию switch или кольцо не более чем из %1 узлов.</translation>
    </message>
    <message>
        <source>A direct link joins exactly two nodes; %1 given.</source>
        <translation>Прямой линк соединяет ровно два узла; указано: %1.</translation>
    </message>
    <message>
        <source>For three nodes choose the triangle topology.</source>
        <translation>Для трёх узлов выберите топологию triangle.</translation>
    </message>
    <message>
        <source>For four nodes choose a ring or a switch.</source>
        <translation>Для четырёх узлов выберите кольцо или коммутатор.</translation>
    </message>
    <message>
        <source>%1 nodes cannot form a triangle: 5 or more nodes need a switch (or a ring).</source>
        <translation>%1 узлов не могут образовать треугольник: для 5 и более узлов нужен коммутатор (или кольцо).</translation>
    </message>
    <message>
        <source>A triangle has exactly three nodes; %1 given.</source>
        <translation>В треугольнике ровно три узла; указано: %1.</translation>
    </message>
    <message>
        <source>For two nodes choose the direct topology.</source>
        <translation>Для двух узлов выберите топологию direct.</translation>
    </message>
    <message>
        <source>For four nodes choose a ring or a switch: a full mesh of four is impossible because it needs three links per node.</source>
        <translation>Для четырёх узлов выберите кольцо или коммутатор: полносвязная схема из четырёх узлов невозможна, так как требует трёх линков на узел.</translation>
    </message>
    <message>
        <source>A ring needs at least %1 nodes; %2 given.</source>
        <translation>Кольцу нужно не менее %1 узлов; указано: %2.</translation>
    </message>
    <message>
        <source>A ring of %1 nodes is beyond the supported %2.</source>
        <translation>Кольцо из %1 узлов превышает поддерживаемый предел в %2.</translation>
    </message>
    <message>
        <source>Use a switch for this many nodes.</source>
        <translation>Для такого количества узлов используйте коммутатор.</translation>
    </message>
    <message>
        <source>A ring of %1 nodes has up to %2 hops between nodes and is slower than a switch.</source>
        <translation>В кольце из %1 узлов между узлами до %2 переходов, и оно медленнее коммутатора.</translation>
    </message>
    <message>
        <source>Use a switch, or pass --allow-large-ring if you really want a ring this size.</source>
        <translation>Используйте коммутатор или передайте --allow-large-ring, если вам действительно нужно кольцо такого размера.</translation>
    </message>
    <message>
        <source>%1 nodes do not fit one /24 per rail.</source>
        <translation>%1 узлов не помещаются по одной /24 на рельс.</translation>
    </message>
    <message>
        <source>Split the cluster.</source>
        <translation>Разделите кластер.</translation>
    </message>
    <message>
        <source>The cable names node &apos;%1&apos;, which is not in the cluster.</source>
        <translation>Кабель указывает узел «%1», которого нет в кластере.</translation>
    </message>
    <message>
        <source>Add the node or correct the cable.</source>
        <translation>Добавьте узел или исправьте кабель.</translation>
    </message>
    <message>
        <source>Port %1 of %2 has more than one cable.</source>
        <translation>К порту %1 узла %2 подключено более одного кабеля.</translation>
    </message>
    <message>
        <source>A QSFP port takes one cable; remove the extra one.</source>
        <translation>В порт QSFP подключается один кабель; уберите лишний.</translation>
    </message>
    <message>
        <source>The cable connects %1 to itself.</source>
        <translation>Кабель соединяет %1 с самим собой.</translation>
    </message>
    <message>
        <source>Connect it to a neighbour; card health is tested without a cable (loopback RDMA).</source>
        <translation>Подключите его к соседнему узлу; исправность карты проверяется без кабеля (петлевой тест RDMA).</translation>
    </message>
    <message>
        <source>A second cable between %1 and %2 adds no bandwidth: the node&apos;s two PCIe rails already cap it at about 200 Gb/s.</source>
        <translation>Второй кабель между %1 и %2 не добавляет пропускной способности: два рельса PCIe узла и так ограничивают её примерно 200 Гбит/с.</translation>
    </message>
    <message>
        <source>Remove the second cable.</source>
        <translation>Уберите второй кабель.</translation>
    </message>
    <message>
        <source>A full mesh of four nodes needs three links per node, but a Spark has two ports.</source>
        <translation>Полносвязной схеме из четырёх узлов нужно три линка на узел, а у Spark два порта.</translation>
    </message>
    <message>
        <source>Cable a ring (port 0 to port 1 of the next node) or use a switch.</source>
        <translation>Соедините узлы в кольцо (порт 0 к порту 1 следующего узла) или используйте коммутатор.</translation>
    </message>
    <message>
        <source>%1 is cabled to %2 other nodes; a Spark can have at most two neighbours.</source>
        <translation>%1 подключён кабелями к %2 другим узлам; у Spark может быть не более двух соседей.</translation>
    </message>
    <message>
        <source>Remove cables until every node has at most two neighbours.</source>
        <translation>Уберите кабели, чтобы у каждого узла было не более двух соседей.</translation>
    </message>
    <message>
        <source>The two nodes are not cabled.</source>
        <translation>Два узла не соединены кабелем.</translation>
    </message>
    <message>
        <source>Connect port %1 of %2 to port %1 of %3.</source>
        <translation>Соедините порт %1 узла %2 с портом %1 узла %3.</translation>
    </message>
    <message>
        <source>A direct pair has no switch.</source>
        <translation>В прямой паре нет коммутатора.</translation>
    </message>
    <message>
        <source>Connect the two nodes to each other.</source>
        <translation>Соедините два узла друг с другом.</translation>
    </message>
    <message>
        <source>The cable joins port %1 of %2 to port %3 of %4; a direct pair uses the same port number on both ends.</source>
        <translation>Кабель соединяет порт %1 узла %2 с портом %3 узла %4; в прямой паре на обоих концах используется один и тот же номер порта.</translation>
    </message>
    <message>
        <source>Move one end so both ends are in port %1 (or both in port %2).</source>
        <translation>Переставьте один конец так, чтобы оба конца были в порту %1 (или оба в порту %2).</translation>
    </message>
    <message>
        <source>A %1 has no switch; never mix direct and switched links.</source>
        <translation>В топологии %1 нет коммутатора; никогда не смешивайте прямые и коммутируемые линки.</translation>
    </message>
    <message>
        <source>Remove the switch cable, or choose the switch topology for every node.</source>
        <translation>Уберите кабель к коммутатору или выберите топологию switch для всех узлов.</translation>
    </message>
    <message>
        <source>The cable joins port %1 to port %1; in a %2 port 0 always goes to port 1 of the next node.</source>
        <translation>Кабель соединяет порт %1 с портом %1; в топологии %2 порт 0 всегда подключается к порту 1 следующего узла.</translation>
    </message>
    <message>
        <source>Move one end to the other port.</source>
        <translation>Переставьте один конец в другой порт.</translation>
    </message>
    <message>
        <source>Port %1 of %2 has no cable; the %3 is not closed.</source>
        <translation>К порту %1 узла %2 не подключён кабель; топология %3 не замкнута.</translation>
    </message>
    <message>
        <source>Connect port 0 of %1 to port 1 of the next node.</source>
        <translation>Соедините порт 0 узла %1 с портом 1 следующего узла.</translation>
    </message>
    <message>
        <source>Connect port 1 of %1 to port 0 of the previous node.</source>
        <translation>Соедините порт 1 узла %1 с портом 0 предыдущего узла.</translation>
    </message>
    <message>
        <source>The cables form more than one loop (%1 is a loop of its own).</source>
        <translation>Кабели образуют более одной петли (%1 — отдельная петля).</translation>
    </message>
    <message>
        <source>Re-cable as one loop: port 0 of each node to port 1 of the next, the last back to the first.</source>
        <translation>Перекоммутируйте в одну петлю: порт 0 каждого узла к порту 1 следующего, последний — обратно к первому.</translation>
    </message>
    <message>
        <source>The ring is cabled in the order %1, not in the listed order %2.</source>
        <translation>Кольцо соединено в порядке %1, а не в указанном порядке %2.</translation>
    </message>
    <message>
        <source>List the nodes in cabling order (%1), or re-cable to match the list.</source>
        <translation>Перечислите узлы в порядке подключения кабелей (%1) или переподключите кабели в соответствии со списком.</translation>
    </message>
    <message>
        <source>A direct link between %1 and %2 in a switched cluster.</source>
        <translation>Прямой линк между %1 и %2 в кластере с коммутатором.</translation>
    </message>
    <message>
        <source>Never mix direct and switched links: connect every node to the switch only.</source>
        <translation>Никогда не смешивайте прямые и коммутируемые линки: подключайте каждый узел только к коммутатору.</translation>
    </message>
    <message>
        <source>%1 uses port %2 to the switch, the others use port %3; every node must use the same port number.</source>
        <translation>%1 подключается к коммутатору портом %2, остальные — портом %3; все узлы должны использовать один и тот же номер порта.</translation>
    </message>
    <message>
        <source>Move the cable of %1 to port %2.</source>
        <translation>Переключите кабель %1 в порт %2.</translation>
    </message>
    <message>
        <source>%1 has no cable to the switch.</source>
        <translation>У %1 нет кабеля к коммутатору.</translation>
    </message>
    <message>
        <source>Connect port %1 of %2 to a 200G switch port.</source>
        <translation>Подключите порт %1 узла %2 к порту коммутатора 200G.</translation>
    </message>
    <message>
        <source>%1 has %2 cables to the switch; the second adds no bandwidth.</source>
        <translation>Кабелей от %1 к коммутатору: %2; второй не добавляет пропускной способности.</translation>
    </message>
    <message>
        <source>Keep one cable, on port %1.</source>
        <translation>Оставьте один кабель, в порту %1.</translation>
    </message>
</context>
<context>
    <name>railyard::model::ExpectedCabling</name>
    <message>
        <source>For four nodes stacked in a rack as %1, %2, %3, %4: cable %1 → %2 → %4 → %3 → %1 so that no cable spans the whole stack, and list the nodes in that cabling order (%5).</source>
        <translation>Для четырёх узлов, установленных в стойке друг над другом в порядке %1, %2, %3, %4: соедините кабелями %1 → %2 → %4 → %3 → %1, чтобы ни один кабель не тянулся через всю стопку, и перечислите узлы в этом порядке подключения (%5).</translation>
    </message>
</context>
<context>
    <name>railyard::model::Ipv4Subnet</name>
    <message>
        <source>&apos;%1&apos; is not an IPv4 address (expected four numbers like 10.0.0.1)</source>
        <translation>«%1» — не IPv4-адрес (ожидаются четыре числа, например 10.0.0.1)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an IPv4 address (each number must be 0-255)</source>
        <translation>«%1» — не IPv4-адрес (каждое число должно быть от 0 до 255)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a subnet in CIDR form (expected e.g. 10.231.0.0/19)</source>
        <translation>«%1» — не подсеть в формате CIDR (ожидается, например, 10.231.0.0/19)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has an invalid prefix length (expected /0 to /32)</source>
        <translation>У «%1» недопустимая длина префикса (ожидается от /0 до /32)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has host bits set; did you mean %2?</source>
        <translation>В «%1» установлены биты хоста; возможно, имелось в виду %2?</translation>
    </message>
</context>
<context>
    <name>railyard::model::NodeSpec</name>
    <message>
        <source>node &apos;%1&apos; must be NAME=[USER@]ADDRESS[:PORT] with a name of letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos;</source>
        <translation>узел «%1» должен быть в виде ИМЯ=[ПОЛЬЗОВАТЕЛЬ@]АДРЕС[:ПОРТ], имя из букв, цифр, «.», «_» или «-»</translation>
    </message>
    <message>
        <source>node %1: &apos;%2&apos; is not a user name</source>
        <translation>узел %1: «%2» — не имя пользователя</translation>
    </message>
    <message>
        <source>node %1: &apos;%2&apos; is not [IPv6 address] or [IPv6 address]:PORT</source>
        <translation>узел %1: «%2» — не [IPv6-адрес] и не [IPv6-адрес]:ПОРТ</translation>
    </message>
    <message>
        <source>node %1: &apos;%2&apos; is not an IP address or host name</source>
        <translation>узел %1: «%2» — не IP-адрес и не имя хоста</translation>
    </message>
    <message>
        <source>node %1: &apos;%2&apos; is not a TCP port (1-65535)</source>
        <translation>узел %1: «%2» — не TCP-порт (1–65535)</translation>
    </message>
</context>
<context>
    <name>railyard::model::ProjectFile</name>
    <message>
        <source>the file is %1 KiB; a project file is at most %2 KiB, so this is not one</source>
        <translation>размер файла — %1 КиБ; файл проекта занимает не более %2 КиБ, так что это не он</translation>
    </message>
    <message>
        <source>the file nests deeper than %1 levels; a project file never does</source>
        <translation>вложенность файла глубже %1 уровней; в файле проекта такого не бывает</translation>
    </message>
    <message>
        <source>not a Railyard project file (expected a mapping with &apos;version&apos; and &apos;cluster&apos;)</source>
        <translation>это не файл проекта Railyard (ожидается отображение с ключами «version» и «cluster»)</translation>
    </message>
    <message>
        <source>YAML syntax error: %1</source>
        <translation>синтаксическая ошибка YAML: %1</translation>
    </message>
    <message>
        <source>cannot open: %1</source>
        <translation>не удаётся открыть: %1</translation>
    </message>
    <message>
        <source>cannot write: %1</source>
        <translation>не удаётся записать: %1</translation>
    </message>
    <message>
        <source>%1 must be a mapping of keys to values</source>
        <translation>%1 должен быть отображением ключей на значения</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos; in %2 (allowed: %3)</source>
        <translation>неизвестный ключ «%1» в %2 (допустимые: %3)</translation>
    </message>
    <message>
        <source>%1 must be a single value, not a list or mapping</source>
        <translation>%1 должен быть одиночным значением, а не списком или отображением</translation>
    </message>
    <message>
        <source>%1 must be a whole number from %2 to %3, not &apos;%4&apos;</source>
        <translation>%1 должен быть целым числом от %2 до %3, а не «%4»</translation>
    </message>
    <message>
        <source>%1 must be true or false</source>
        <translation>%1 должен быть true или false</translation>
    </message>
    <message>
        <source>%1 must be NODE:PORT with port 0 or 1, not &apos;%2&apos;</source>
        <translation>%1 должен иметь вид NODE:PORT с портом 0 или 1, а не «%2»</translation>
    </message>
    <message>
        <source>the top level</source>
        <translation>верхний уровень</translation>
    </message>
    <message>
        <source>the key &apos;version&apos; is missing (this format is version %1)</source>
        <translation>отсутствует ключ «version» (версия этого формата — %1)</translation>
    </message>
    <message>
        <source>version %1 is not supported by this Railyard (it reads version %2)</source>
        <translation>версия %1 не поддерживается этой версией Railyard (она читает версию %2)</translation>
    </message>
    <message>
        <source>the key &apos;cluster&apos; is missing</source>
        <translation>отсутствует ключ «cluster»</translation>
    </message>
    <message>
        <source>cluster.topology is missing (one of %1)</source>
        <translation>отсутствует cluster.topology (одно из: %1)</translation>
    </message>
    <message>
        <source>unknown topology &apos;%1&apos; (one of %2)</source>
        <translation>неизвестная топология «%1» (одно из: %2)</translation>
    </message>
    <message>
        <source>cluster.avoid must be a list of CIDRs</source>
        <translation>cluster.avoid должен быть списком CIDR</translation>
    </message>
    <message>
        <source>cluster.known_hosts must be an absolute or ~/ path</source>
        <translation>cluster.known_hosts должен быть абсолютным путём или путём от ~/</translation>
    </message>
    <message>
        <source>cluster.nodes must be a non-empty list of nodes</source>
        <translation>cluster.nodes должен быть непустым списком узлов</translation>
    </message>
    <message>
        <source>a node</source>
        <translation>узел</translation>
    </message>
    <message>
        <source>every node needs &apos;name&apos; and &apos;address&apos;</source>
        <translation>каждому узлу нужны «name» и «address»</translation>
    </message>
    <message>
        <source>node name &apos;%1&apos; is not valid (letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;, at most 63)</source>
        <translation>недопустимое имя узла «%1» (буквы, цифры, «.», «_» и «-», не более 63 символов)</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; is listed twice</source>
        <translation>узел «%1» указан дважды</translation>
    </message>
    <message>
        <source>address &apos;%1&apos; of node %2 is not an IP address or host name</source>
        <translation>адрес «%1» узла %2 — не IP-адрес и не имя хоста</translation>
    </message>
    <message>
        <source>user &apos;%1&apos; of node %2 is not a valid user name</source>
        <translation>«%1» узла %2 — недопустимое имя пользователя</translation>
    </message>
    <message>
        <source>identity_file of node %1 must be an absolute or ~/ path</source>
        <translation>identity_file узла %1 должен быть абсолютным путём или путём от ~/</translation>
    </message>
    <message>
        <source>cluster.cables must be a list</source>
        <translation>cluster.cables должен быть списком</translation>
    </message>
    <message>
        <source>a cable</source>
        <translation>кабель</translation>
    </message>
    <message>
        <source>every cable needs &apos;a&apos; and &apos;b&apos; (NODE:PORT, or &apos;switch&apos; for b)</source>
        <translation>каждому кабелю нужны «a» и «b» (NODE:PORT или «switch» для b)</translation>
    </message>
</context>
<context>
    <name>railyard::plan::MtuPolicy</name>
    <message>
        <source>NVIDIA&apos;s guidance for a directly cabled pair: jumbo frames on both ends.</source>
        <translation>Рекомендация NVIDIA для пары, соединённой напрямую: jumbo-кадры на обоих концах.</translation>
    </message>
    <message>
        <source>NVIDIA&apos;s guidance for a triangle or ring: standard frames, the same on every link.</source>
        <translation>Рекомендация NVIDIA для треугольника или кольца: стандартные кадры, одинаковые на всех линках.</translation>
    </message>
    <message>
        <source>The switch&apos;s default frame size; raise it only after every Spark-facing switch port is set higher.</source>
        <translation>Размер кадра коммутатора по умолчанию; увеличивайте его, только когда на всех портах коммутатора, обращённых к Spark, задано большее значение.</translation>
    </message>
</context>
<context>
    <name>railyard::plan::NetworkPlan</name>
    <message>
        <source>Topology: %1, MTU %2 (%3)
</source>
        <translation>Топология: %1, MTU %2 (%3)
</translation>
    </message>
    <message>
        <source>
Cables to connect:
</source>
        <translation>
Кабели для подключения:
</translation>
    </message>
    <message>
        <source>  Tip: %1
</source>
        <translation>  Совет: %1
</translation>
    </message>
    <message>
        <source>%1 (management %2)
</source>
        <translation>%1 (управление %2)
</translation>
    </message>
    <message>
        <source>port</source>
        <translation>порт</translation>
    </message>
    <message>
        <source>rail</source>
        <translation>рельс</translation>
    </message>
    <message>
        <source>netdev</source>
        <translation>netdev</translation>
    </message>
    <message>
        <source>rdma</source>
        <translation>rdma</translation>
    </message>
    <message>
        <source>address</source>
        <translation>адрес</translation>
    </message>
    <message>
        <source>
Warnings:
</source>
        <translation>
Предупреждения:
</translation>
    </message>
</context>
<context>
    <name>railyard::plan::NetworkPlanner</name>
    <message>
        <source>MTU %1 is out of range; use %2 to %3</source>
        <translation>MTU %1 вне допустимого диапазона; используйте значение от %2 до %3</translation>
    </message>
    <message>
        <source>Set explicitly.</source>
        <translation>Задано явно.</translation>
    </message>
</context>
<context>
    <name>railyard::plan::SubnetPool</name>
    <message>
        <source>invalid subnet pool: %1</source>
        <translation>недопустимый пул подсетей: %1</translation>
    </message>
    <message>
        <source>the subnet pool %1 is smaller than one /24; use a /24 or larger (e.g. %2)</source>
        <translation>пул подсетей %1 меньше одной /24; используйте /24 или больше (например, %2)</translation>
    </message>
    <message>
        <source>invalid CIDR to avoid: %1</source>
        <translation>недопустимый CIDR для исключения: %1</translation>
    </message>
    <message>
        <source>the subnet pool %1 has %2 free /24 subnets but the plan needs %3</source>
        <translation>в пуле подсетей %1 свободно подсетей /24: %2, а плану нужно %3</translation>
    </message>
    <message>
        <source> (%1 overlap a CIDR to avoid)</source>
        <translation> (из них %1 пересекаются с исключаемыми CIDR)</translation>
    </message>
    <message>
        <source>; pass a larger --subnet-pool (a /19 holds 32)</source>
        <translation>; передайте больший --subnet-pool (в /19 помещается 32)</translation>
    </message>
</context>
<context>
    <name>railyard::probe</name>
    <message>
        <source>destination &apos;%1&apos; is not an address</source>
        <translation>назначение «%1» не является адресом</translation>
    </message>
    <message>
        <source>unknown word(s) &apos;%1&apos; ignored</source>
        <translation>неизвестные слова «%1» пропущены</translation>
    </message>
    <message>
        <source>not ip route output: no &apos;DESTINATION [via GATEWAY] dev IFACE ...&apos; line and no ip -j route JSON array</source>
        <translation>это не вывод ip route: нет строки «НАЗНАЧЕНИЕ [via ШЛЮЗ] dev ИНТЕРФЕЙС ...» и нет JSON-массива ip -j route</translation>
    </message>
</context>
<context>
    <name>railyard::probe::DmesgParser</name>
    <message>
        <source>unrecognised PCIe bandwidth message: &apos;%1&apos;</source>
        <translation>нераспознанное сообщение о пропускной способности PCIe: «%1»</translation>
    </message>
    <message>
        <source>unrecognised PCIe bandwidth message</source>
        <translation>нераспознанное сообщение о пропускной способности PCIe</translation>
    </message>
    <message>
        <source>not a kernel log: no timestamped line and no mlx5 PCIe bandwidth, power or link message</source>
        <translation>это не журнал ядра: нет строк с отметкой времени и нет сообщений mlx5 о пропускной способности PCIe, питании или связи</translation>
    </message>
</context>
<context>
    <name>railyard::probe::EthtoolFecParser</name>
    <message>
        <source>no configured FEC encoding listed</source>
        <translation>не указана настроенная кодировка FEC</translation>
    </message>
    <message>
        <source>expected one active FEC encoding, got &apos;%1&apos;</source>
        <translation>ожидалась одна активная кодировка FEC, получено «%1»</translation>
    </message>
    <message>
        <source>not ethtool --show-fec output: no &apos;FEC parameters for&apos; block</source>
        <translation>это не вывод ethtool --show-fec: нет блока «FEC parameters for»</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a count</source>
        <translation>«%1» — не счётчик</translation>
    </message>
    <message>
        <source>lane counter out of order or not a count</source>
        <translation>счётчик линии не по порядку или не число</translation>
    </message>
</context>
<context>
    <name>railyard::probe::EthtoolInfoParser</name>
    <message>
        <source>empty driver name</source>
        <translation>пустое имя драйвера</translation>
    </message>
    <message>
        <source>expected yes or no for &apos;%1&apos;, got &apos;%2&apos;</source>
        <translation>для «%1» ожидалось yes или no, получено «%2»</translation>
    </message>
    <message>
        <source>not ethtool -i output: no &apos;driver:&apos; line</source>
        <translation>это не вывод ethtool -i: нет строки «driver:»</translation>
    </message>
</context>
<context>
    <name>railyard::probe::EthtoolLinkParser</name>
    <message>
        <source>unexpected value &apos;%1&apos; for &apos;%2&apos;</source>
        <translation>неожиданное значение «%1» для «%2»</translation>
    </message>
    <message>
        <source>not ethtool output: no Speed, Duplex or Link detected line</source>
        <translation>это не вывод ethtool: нет строки Speed, Duplex или Link detected</translation>
    </message>
</context>
<context>
    <name>railyard::probe::EthtoolModuleParser</name>
    <message>
        <source>not ethtool -m output: no Identifier, Vendor or Length line</source>
        <translation>это не вывод ethtool -m: нет строки Identifier, Vendor или Length</translation>
    </message>
    <message>
        <source>unexpected value or unit &apos;%1&apos; for &apos;%2&apos;</source>
        <translation>неожиданное значение или единица «%1» для «%2»</translation>
    </message>
</context>
<context>
    <name>railyard::probe::EthtoolStatsParser</name>
    <message>
        <source>counter &apos;%1&apos; has a value that is not a 64-bit unsigned integer: &apos;%2&apos;</source>
        <translation>у счётчика «%1» значение, не являющееся 64-битным беззнаковым целым: «%2»</translation>
    </message>
    <message>
        <source>lane index %1 is out of range</source>
        <translation>индекс линии %1 вне допустимого диапазона</translation>
    </message>
    <message>
        <source>not ethtool -S output: no &apos;name: value&apos; counter line</source>
        <translation>это не вывод ethtool -S: нет строки счётчика вида «name: value»</translation>
    </message>
</context>
<context>
    <name>railyard::probe::Ibdev2netdevParser</name>
    <message>
        <source>expected &apos;DEVICE port N ==&gt; NETDEV (State)&apos;, got &apos;%1&apos;</source>
        <translation>ожидалось «DEVICE port N ==&gt; NETDEV (State)», получено «%1»</translation>
    </message>
    <message>
        <source>not ibdev2netdev output: no &apos;DEVICE port N ==&gt; NETDEV&apos; line</source>
        <translation>это не вывод ibdev2netdev: нет строки вида «DEVICE port N ==&gt; NETDEV»</translation>
    </message>
</context>
<context>
    <name>railyard::probe::IbstatParser</name>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>«%1» — не число</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a GUID (0x and up to 16 hex digits)</source>
        <translation>«%1» — не GUID (0x и до 16 шестнадцатеричных цифр)</translation>
    </message>
    <message>
        <source>unknown port state &apos;%1&apos;</source>
        <translation>неизвестное состояние порта «%1»</translation>
    </message>
    <message>
        <source>unknown physical state &apos;%1&apos;</source>
        <translation>неизвестное физическое состояние «%1»</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rate in Gb/s</source>
        <translation>«%1» — не скорость в Гбит/с</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a hexadecimal mask</source>
        <translation>«%1» — не шестнадцатеричная маска</translation>
    </message>
    <message>
        <source>not ibstat output: no &quot;CA &apos;NAME&apos;&quot; line</source>
        <translation>это не вывод ibstat: нет строки &quot;CA &apos;NAME&apos;&quot;</translation>
    </message>
</context>
<context>
    <name>railyard::probe::IbvDevinfoParser</name>
    <message>
        <source>&apos;%1&apos; is not a number: &apos;%2&apos;</source>
        <translation>«%1» — не число: «%2»</translation>
    </message>
    <message>
        <source>empty hca_id</source>
        <translation>пустой hca_id</translation>
    </message>
    <message>
        <source>unexpected port state &apos;%1&apos;</source>
        <translation>неожиданное состояние порта «%1»</translation>
    </message>
    <message>
        <source>not ibv_devinfo output: no &apos;hca_id:&apos; line</source>
        <translation>это не вывод ibv_devinfo: нет строки «hca_id:»</translation>
    </message>
</context>
<context>
    <name>railyard::probe::IpAddrParser</name>
    <message>
        <source>not ip -j output: %1</source>
        <translation>это не вывод ip -j: %1</translation>
    </message>
    <message>
        <source>not ip -j link/addr output: expected a JSON array</source>
        <translation>это не вывод ip -j link/addr: ожидался массив JSON</translation>
    </message>
    <message>
        <source>not ip -j link/addr output: an entry lacks ifindex or ifname</source>
        <translation>это не вывод ip -j link/addr: у записи нет ifindex или ifname</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos;</source>
        <translation>%1: «%2»</translation>
    </message>
    <message>
        <source>mtu is not a number</source>
        <translation>mtu — не число</translation>
    </message>
    <message>
        <source>malformed interface line</source>
        <translation>некорректная строка интерфейса</translation>
    </message>
    <message>
        <source>address line without an address</source>
        <translation>строка адреса без адреса</translation>
    </message>
    <message>
        <source>expected ADDRESS/PREFIX after %1</source>
        <translation>после %1 ожидалось ADDRESS/PREFIX</translation>
    </message>
    <message>
        <source>not ip link/addr output: no &apos;N: IFNAME: &lt;FLAGS&gt;&apos; line</source>
        <translation>это не вывод ip link/addr: нет строки вида «N: IFNAME: &lt;FLAGS&gt;»</translation>
    </message>
</context>
<context>
    <name>railyard::probe::IpNeighParser</name>
    <message>
        <source>not ip -j neigh output: %1</source>
        <translation>это не вывод ip -j neigh: %1</translation>
    </message>
    <message>
        <source>not ip -j neigh output: an entry lacks dst</source>
        <translation>это не вывод ip -j neigh: у записи нет dst</translation>
    </message>
    <message>
        <source>unknown word(s) &apos;%1&apos; ignored</source>
        <translation>неизвестные слова «%1» пропущены</translation>
    </message>
    <message>
        <source>not ip neigh output: no &apos;ADDRESS dev IFACE lladdr MAC STATE&apos; line and no ip -j neigh JSON array</source>
        <translation>это не вывод ip neigh: нет строки «АДРЕС dev ИНТЕРФЕЙС lladdr MAC СОСТОЯНИЕ» и нет JSON-массива ip -j neigh</translation>
    </message>
</context>
<context>
    <name>railyard::probe::IpRouteParser</name>
    <message>
        <source>not ip -j route output: %1</source>
        <translation>это не вывод ip -j route: %1</translation>
    </message>
    <message>
        <source>not ip -j route output: an entry lacks dst</source>
        <translation>это не вывод ip -j route: у записи нет dst</translation>
    </message>
</context>
<context>
    <name>railyard::probe::LspciParser</name>
    <message>
        <source>expected &apos;Speed NGT/s, Width xN&apos;, got &apos;%1&apos;</source>
        <translation>ожидалось «Speed NGT/s, Width xN», получено «%1»</translation>
    </message>
    <message>
        <source>bad link speed &apos;%1&apos;</source>
        <translation>некорректная скорость линка «%1»</translation>
    </message>
    <message>
        <source>not lspci output: no device line and no LnkCap/LnkSta line</source>
        <translation>это не вывод lspci: нет строки устройства и нет строки LnkCap/LnkSta</translation>
    </message>
</context>
<context>
    <name>railyard::probe::MlxlinkParser</name>
    <message>
        <source>&apos;%1&apos; has a value that is not %2: &apos;%3&apos;</source>
        <translation>у «%1» значение, не являющееся %2: «%3»</translation>
    </message>
    <message>
        <source>a 64-bit unsigned integer</source>
        <translation>64-битным беззнаковым целым</translation>
    </message>
    <message>
        <source>a bit error ratio such as 1E-8</source>
        <translation>коэффициентом битовых ошибок вида 1E-8</translation>
    </message>
    <message>
        <source>a lane count such as 4x</source>
        <translation>числом линий вида 4x</translation>
    </message>
    <message>
        <source>a comma-separated list of integers</source>
        <translation>списком целых чисел через запятую</translation>
    </message>
    <message>
        <source>a duration</source>
        <translation>длительностью</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>целым числом</translation>
    </message>
    <message>
        <source>not mlxlink output: no mlxlink section, field or error line</source>
        <translation>это не вывод mlxlink: нет раздела, поля или строки ошибки mlxlink</translation>
    </message>
</context>
<context>
    <name>railyard::probe::NcclLogParser</name>
    <message>
        <source>not an NCCL debug log: no &quot;NCCL INFO&quot; or &quot;NCCL WARN&quot; line found</source>
        <translation>это не журнал отладки NCCL: не найдено ни одной строки «NCCL INFO» или «NCCL WARN»</translation>
    </message>
</context>
<context>
    <name>railyard::probe::NcclTestsParser</name>
    <message>
        <source>not nccl-tests output: no nccl-tests header, column header, result row or bus bandwidth summary found</source>
        <translation>это не вывод nccl-tests: не найдено ни заголовка nccl-tests, ни заголовка столбцов, ни строки результата, ни итоговой пропускной способности шины</translation>
    </message>
    <message>
        <source>a result row with a value missing or unreadable</source>
        <translation>строка результата с отсутствующим или нечитаемым значением</translation>
    </message>
</context>
<context>
    <name>railyard::probe::NvidiaSmiParser</name>
    <message>
        <source>GPU row without its second line</source>
        <translation>строка GPU без второй строки</translation>
    </message>
    <message>
        <source>unexpected value &apos;%1&apos;</source>
        <translation>неожиданное значение «%1»</translation>
    </message>
    <message>
        <source>not nvidia-smi output: no &apos;NVIDIA-SMI ... Driver Version&apos; header</source>
        <translation>это не вывод nvidia-smi: нет заголовка «NVIDIA-SMI ... Driver Version»</translation>
    </message>
    <message>
        <source>expected &apos;Fan Temp Perf Pwr | Memory | Util Compute&apos;</source>
        <translation>ожидалась строка «Fan Temp Perf Pwr | Memory | Util Compute»</translation>
    </message>
</context>
<context>
    <name>railyard::probe::ParserRegistry</name>
    <message>
        <source>unknown kind &apos;%1&apos;; known: %2</source>
        <translation>неизвестный тип «%1»; известные: %2</translation>
    </message>
    <message>
        <source>this is ib_%1 output, not %2 output</source>
        <translation>это вывод ib_%1, а не вывод %2</translation>
    </message>
</context>
<context>
    <name>railyard::probe::PerftestParser</name>
    <message>
        <source>not perftest output: no test header, result table, address line or perftest error message found</source>
        <translation>это не вывод perftest: не найдено ни заголовка теста, ни таблицы результатов, ни строки адреса, ни сообщения об ошибке perftest</translation>
    </message>
    <message>
        <source>a second test header: this output mixes the lines of two runs, so the header values and rows may belong to either</source>
        <translation>второй заголовок теста: в этом выводе перемешаны строки двух запусков, поэтому значения заголовка и строки могут относиться к любому из них</translation>
    </message>
    <message>
        <source>bandwidth unit &apos;%1&apos; is not one perftest prints; the rows under it are not read</source>
        <translation>единица пропускной способности «%1» не из тех, что печатает perftest; строки под ней не прочитаны</translation>
    </message>
    <message>
        <source>a latency row with a value missing or unreadable</source>
        <translation>строка задержки с отсутствующим или нечитаемым значением</translation>
    </message>
    <message>
        <source>a bandwidth row with a value missing or unreadable</source>
        <translation>строка пропускной способности с отсутствующим или нечитаемым значением</translation>
    </message>
    <message>
        <source>a second device, %1 after %2: the output of two runs is mixed</source>
        <translation>второе устройство, %1 после %2: вывод двух запусков перемешан</translation>
    </message>
</context>
<context>
    <name>railyard::probe::RdmaLinkParser</name>
    <message>
        <source>not rdma -j link output: %1</source>
        <translation>это не вывод rdma -j link: %1</translation>
    </message>
    <message>
        <source>not rdma -j link output: expected a JSON array</source>
        <translation>это не вывод rdma -j link: ожидался массив JSON</translation>
    </message>
    <message>
        <source>not rdma -j link output: an entry lacks ifname or port</source>
        <translation>это не вывод rdma -j link: у записи нет ifname или port</translation>
    </message>
    <message>
        <source>rdma -j link output lists no link</source>
        <translation>вывод rdma -j link не содержит ни одного линка</translation>
    </message>
    <message>
        <source>netdev_index &apos;%1&apos; is not a number</source>
        <translation>netdev_index «%1» — не число</translation>
    </message>
    <message>
        <source>not rdma link output: no &apos;link DEVICE/PORT&apos; line</source>
        <translation>это не вывод rdma link: нет строки вида «link DEVICE/PORT»</translation>
    </message>
    <message>
        <source>expected &apos;link DEVICE/PORT state ...&apos;</source>
        <translation>ожидалась строка «link УСТРОЙСТВО/ПОРТ state ...»</translation>
    </message>
    <message>
        <source>rdma link line without a state</source>
        <translation>строка rdma link без состояния</translation>
    </message>
</context>
<context>
    <name>railyard::remote::CommandBuilder</name>
    <message>
        <source>program</source>
        <translation>программа</translation>
    </message>
    <message>
        <source>refusing to run %1: invalid %2 &apos;%3&apos;</source>
        <translation>отказ в запуске %1: %2 — недопустимое значение «%3»</translation>
    </message>
    <message>
        <source>command</source>
        <translation>команда</translation>
    </message>
    <message>
        <source>option</source>
        <translation>параметр</translation>
    </message>
    <message>
        <source>interface name</source>
        <translation>имя интерфейса</translation>
    </message>
    <message>
        <source>address</source>
        <translation>адрес</translation>
    </message>
    <message>
        <source>address/prefix</source>
        <translation>адрес/префикс</translation>
    </message>
    <message>
        <source>path</source>
        <translation>путь</translation>
    </message>
    <message>
        <source>argument</source>
        <translation>аргумент</translation>
    </message>
</context>
<context>
    <name>railyard::remote::CommandRunner</name>
    <message>
        <source>no connection to node &apos;%1&apos;</source>
        <translation>нет подключения к узлу «%1»</translation>
    </message>
    <message numerus="yes">
        <source>[%n byte(s) not recorded: a file that may hold passwords or keys]</source>
        <translation>
            <numerusform>[%n байт не записан: файл может содержать пароли или ключи]</numerusform>
            <numerusform>[%n байта не записаны: файл может содержать пароли или ключи]</numerusform>
            <numerusform>[%n байт не записаны: файл может содержать пароли или ключи]</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::remote::HostKeyVerifier</name>
    <message>
        <source>cannot set the known_hosts files</source>
        <translation>не удаётся задать файлы known_hosts</translation>
    </message>
    <message>
        <source>%1: the server at %2 sent no usable host key</source>
        <translation>%1: сервер %2 не прислал пригодного ключа хоста</translation>
    </message>
    <message>
        <source>(not readable)</source>
        <translation>(не читается)</translation>
    </message>
    <message>
        <source>%1: WARNING: the host key of %2 has CHANGED. It is now %3 %4, but the known_hosts files record %5. Someone may be intercepting the connection, or the node was reinstalled. Railyard refuses to connect; if the change is expected, remove the old entry for %2 from %6 or %7 after checking the new fingerprint on the node&apos;s console.</source>
        <translation>%1: ВНИМАНИЕ: ключ хоста %2 ИЗМЕНИЛСЯ. Сейчас это %3 %4, а в файлах known_hosts записан %5. Возможно, кто-то перехватывает соединение, или узел был переустановлен. Railyard отказывается подключаться; если изменение ожидаемо, удалите старую запись для %2 из %6 или %7, предварительно проверив новый отпечаток на консоли узла.</translation>
    </message>
    <message>
        <source>%1: cannot check the host key of %2: %3</source>
        <translation>%1: не удаётся проверить ключ хоста %2: %3</translation>
    </message>
    <message>
        <source>cannot export the host key: %1</source>
        <translation>не удаётся экспортировать ключ хоста: %1</translation>
    </message>
    <message>
        <source>%1: the host key of %2 is %3 %4, not the expected %5; refusing to connect.</source>
        <translation>%1: ключ хоста %2 — %3 %4, а не ожидаемый %5; подключение отклонено.</translation>
    </message>
    <message>
        <source>%1: the host key of %2 is not known (%3 %4). Railyard does not trust unknown keys without confirmation; compare the fingerprint with the node&apos;s own (ssh-keygen -lf /etc/ssh/ssh_host_*_key.pub on its console) and accept it with --accept-host-key %4.</source>
        <translation>%1: ключ хоста %2 неизвестен (%3 %4). Railyard не доверяет неизвестным ключам без подтверждения; сравните отпечаток с отпечатком самого узла (ssh-keygen -lf /etc/ssh/ssh_host_*_key.pub на его консоли) и примите его с помощью --accept-host-key %4.</translation>
    </message>
    <message>
        <source>The project&apos;s known_hosts file %1 lists this key, but a file that came with a project is not proof of the node&apos;s identity.</source>
        <translation>Файл known_hosts проекта %1 содержит этот ключ, но файл, пришедший вместе с проектом, не доказывает подлинность узла.</translation>
    </message>
    <message>
        <source>The project&apos;s known_hosts file %1 lists a different key for %2 (%3): the node was reinstalled, or this is not the node the project means.</source>
        <translation>Файл known_hosts проекта %1 содержит другой ключ для %2 (%3): узел переустановлен, или это не тот узел, который имеет в виду проект.</translation>
    </message>
</context>
<context>
    <name>railyard::remote::KnownHostsFile</name>
    <message>
        <source>cannot create directory %1</source>
        <translation>не удаётся создать каталог %1</translation>
    </message>
    <message>
        <source>cannot write: %1</source>
        <translation>не удаётся записать: %1</translation>
    </message>
</context>
<context>
    <name>railyard::remote::LocalMachine</name>
    <message>
        <source>the project says local: true</source>
        <translation>в проекте указано local: true</translation>
    </message>
    <message>
        <source>its management address %1 is an address of this machine</source>
        <translation>его адрес управления %1 принадлежит этому компьютеру</translation>
    </message>
    <message>
        <source>%1 names this machine</source>
        <translation>%1 — имя этого компьютера</translation>
    </message>
    <message>
        <source>its machine-id %1 is this machine&apos;s</source>
        <translation>его machine-id %1 совпадает с machine-id этого компьютера</translation>
    </message>
</context>
<context>
    <name>railyard::remote::LocalTransport</name>
    <message>
        <source>%1: cannot start %2: %3</source>
        <translation>%1: не удаётся запустить %2: %3</translation>
    </message>
    <message>
        <source>%1: %2 timed out after %3 s</source>
        <translation>%1: превышено время ожидания %2 (%3 с)</translation>
    </message>
    <message>
        <source>%1: %2 cancelled</source>
        <translation>%1: %2 — отменено</translation>
    </message>
    <message>
        <source>%1: not found
</source>
        <translation>%1: не найдено
</translation>
    </message>
    <message>
        <source>no privileged action of Railyard runs %1 as root</source>
        <translation>ни одно привилегированное действие Railyard не запускает %1 от root</translation>
    </message>
</context>
<context>
    <name>railyard::remote::NetlinkMonitor</name>
    <message>
        <source>cannot watch the network over netlink (%1): %2</source>
        <translation>не удаётся следить за сетью через netlink (%1): %2</translation>
    </message>
</context>
<context>
    <name>railyard::remote::NetlinkReader</name>
    <message>
        <source>reading %1 over netlink failed: %2</source>
        <translation>чтение %1 через netlink не удалось: %2</translation>
    </message>
</context>
<context>
    <name>railyard::remote::PrivilegedAction</name>
    <message>
        <source>%1 refused: %2</source>
        <translation>%1 отклонено: %2</translation>
    </message>
</context>
<context>
    <name>railyard::remote::RdmaDeviceLister</name>
    <message>
        <source>no RDMA device: the kernel has no RDMA core loaded (%1 does not exist)</source>
        <translation>нет устройства RDMA: в ядре не загружена подсистема RDMA (%1 не существует)</translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation>не удаётся прочитать %1</translation>
    </message>
    <message>
        <source>no RDMA device: %1 lists none (is the ConnectX driver mlx5_ib loaded?)</source>
        <translation>нет устройства RDMA: в %1 ничего нет (загружен ли драйвер ConnectX mlx5_ib?)</translation>
    </message>
</context>
<context>
    <name>railyard::remote::SshTransport</name>
    <message>
        <source>&apos;%1&apos; is not a valid host name or address</source>
        <translation>«%1» — недопустимое имя хоста или адрес</translation>
    </message>
    <message>
        <source>the SSH configuration gives &apos;%1&apos; as host name, which is not a valid host name or address</source>
        <translation>конфигурация SSH задаёт «%1» в качестве имени хоста, а это недопустимое имя хоста или адрес</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid user name</source>
        <translation>«%1» — недопустимое имя пользователя</translation>
    </message>
    <message>
        <source>invalid SSH port %1</source>
        <translation>недопустимый порт SSH %1</translation>
    </message>
    <message>
        <source>ProxyJump &apos;%1&apos; is not a plain host list</source>
        <translation>ProxyJump «%1» — не простой список хостов</translation>
    </message>
</context>
<context>
    <name>railyard::remote::SshWorker</name>
    <message>
        <source>%1: disconnected</source>
        <translation>%1: соединение разорвано</translation>
    </message>
    <message>
        <source>%1: cannot create an SSH session</source>
        <translation>%1: не удаётся создать сеанс SSH</translation>
    </message>
    <message>
        <source>%1: connecting to %2 port %3 timed out after %4 s</source>
        <translation>%1: время подключения к %2, порт %3, истекло через %4 с</translation>
    </message>
    <message>
        <source>%1: cannot connect to %2 port %3: %4</source>
        <translation>%1: не удаётся подключиться к %2, порт %3: %4</translation>
    </message>
    <message>
        <source>%1: the host key of %2 was not accepted</source>
        <translation>%1: ключ хоста %2 не принят</translation>
    </message>
    <message>
        <source>%1: cannot remember the host key: %2</source>
        <translation>%1: не удаётся сохранить ключ хоста: %2</translation>
    </message>
    <message>
        <source>%1: authentication failed: %2</source>
        <translation>%1: ошибка аутентификации: %2</translation>
    </message>
    <message>
        <source>%1: authentication failed for user &apos;%2&apos; at %3: no key, agent identity or password was accepted</source>
        <translation>%1: ошибка аутентификации пользователя &apos;%2&apos; на %3: не принят ни ключ, ни ключ агента, ни пароль</translation>
    </message>
    <message>
        <source>%1: command cancelled</source>
        <translation>%1: команда отменена</translation>
    </message>
    <message>
        <source>%1: empty command</source>
        <translation>%1: пустая команда</translation>
    </message>
    <message>
        <source>%1: connection lost: %2</source>
        <translation>%1: соединение потеряно: %2</translation>
    </message>
    <message>
        <source>%1: cannot start %2: %3</source>
        <translation>%1: не удаётся запустить %2: %3</translation>
    </message>
    <message>
        <source>%1: sudo is not available for user &apos;%2&apos;: %3</source>
        <translation>%1: sudo недоступен для пользователя &apos;%2&apos;: %3</translation>
    </message>
    <message>
        <source>%1: sudo refused the password of user &apos;%2&apos;</source>
        <translation>%1: sudo отклонил пароль пользователя &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1: root commands need the sudo password of user &apos;%2&apos;, which was not given</source>
        <translation>%1: для команд от root нужен пароль sudo пользователя &apos;%2&apos;, но он не указан</translation>
    </message>
    <message>
        <source>%1: connection lost while running %2: %3</source>
        <translation>%1: соединение потеряно при выполнении %2: %3</translation>
    </message>
    <message>
        <source>%1: %2 timed out after %3 s</source>
        <translation>%1: превышено время ожидания %2 (%3 с)</translation>
    </message>
    <message>
        <source>%1: connection lost (keep-alive failed): %2</source>
        <translation>%1: соединение потеряно (сбой keep-alive): %2</translation>
    </message>
</context>
<context>
    <name>railyard::remote::TransportFactory</name>
    <message>
        <source>%1: choose a key file for key authentication.</source>
        <translation>%1: выберите файл ключа для аутентификации по ключу.</translation>
    </message>
    <message>
        <source>node %1: %2</source>
        <translation>узел %1: %2</translation>
    </message>
</context>
<context>
    <name>railyard::render::CablingPainter</name>
    <message>
        <source>Switch (200G ports, one L2 domain)</source>
        <translation>Коммутатор (порты 200G, один L2-домен)</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>Коммутатор</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>этот компьютер</translation>
    </message>
</context>
<context>
    <name>railyard::render::ChecklistPdf</name>
    <message>
        <source>the folder for %1 does not exist</source>
        <translation>папка для %1 не существует</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>не удаётся записать %1</translation>
    </message>
    <message>
        <source>Cable</source>
        <translation>Кабель</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Откуда</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Куда</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
</context>
<context>
    <name>railyard::render::DiagramBuilder</name>
    <message>
        <source>Expected by the topology, not present.</source>
        <translation>Ожидается топологией, но отсутствует.</translation>
    </message>
    <message>
        <source>%1 on %2 went down (reported by the kernel just now).</source>
        <translation>%1 на %2 опустился (ядро сообщило только что).</translation>
    </message>
</context>
<context>
    <name>railyard::render::PdfReport</name>
    <message>
        <source>error</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>предупреждение</translation>
    </message>
    <message>
        <source>info</source>
        <translation>сведения</translation>
    </message>
    <message>
        <source>exit %1, %2 ms%3</source>
        <translation>код выхода %1, %2 мс%3</translation>
    </message>
    <message>
        <source>[… %1 more lines]</source>
        <translation>[… ещё строк: %1]</translation>
    </message>
    <message>
        <source>Verdict: no problems found.</source>
        <translation>Итог: проблем не обнаружено.</translation>
    </message>
    <message numerus="yes">
        <source>Verdict: working, with %n warning(s).</source>
        <translation>
            <numerusform>Итог: работает, %n предупреждение.</numerusform>
            <numerusform>Итог: работает, %n предупреждения.</numerusform>
            <numerusform>Итог: работает, %n предупреждений.</numerusform>
        </translation>
    </message>
    <message>
        <source>Verdict: not working as it should — %1 error(s), %2 warning(s); first: %3</source>
        <translation>Итог: работает не так, как должен — ошибок: %1, предупреждений: %2; первая проблема: %3</translation>
    </message>
    <message>
        <source>Railyard cluster report</source>
        <translation>Отчёт Railyard о кластере</translation>
    </message>
    <message>
        <source>Generated %1 by Railyard %2.</source>
        <translation>Создан %1 программой Railyard %2.</translation>
    </message>
    <message>
        <source>Summary of findings</source>
        <translation>Сводка проблем</translation>
    </message>
    <message>
        <source>Cluster and topology</source>
        <translation>Кластер и топология</translation>
    </message>
    <message>
        <source>Node inventory</source>
        <translation>Сведения об узлах</translation>
    </message>
    <message>
        <source>Cabling</source>
        <translation>Кабели</translation>
    </message>
    <message>
        <source>Address plan and MTU</source>
        <translation>План адресов и MTU</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Результаты</translation>
    </message>
    <message>
        <source>Findings with evidence and fix</source>
        <translation>Проблемы с доказательствами и способами исправления</translation>
    </message>
    <message>
        <source>Appendix: command log</source>
        <translation>Приложение: журнал команд</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Содержание</translation>
    </message>
    <message>
        <source>No findings.</source>
        <translation>Проблем не обнаружено.</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Серьёзность</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Проблема</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>Объект</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Пояснение</translation>
    </message>
    <message numerus="yes">
        <source>Topology: %1, %n node(s).</source>
        <translation>
            <numerusform>Топология: %1, %n узел.</numerusform>
            <numerusform>Топология: %1, %n узла.</numerusform>
            <numerusform>Топология: %1, %n узлов.</numerusform>
        </translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Узел</translation>
    </message>
    <message>
        <source>Management address</source>
        <translation>Адрес управления</translation>
    </message>
    <message>
        <source>SSH user</source>
        <translation>Пользователь SSH</translation>
    </message>
    <message>
        <source>No inventory was collected.</source>
        <translation>Сведения об узлах не собирались.</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Параметр</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ОК</translation>
    </message>
    <message>
        <source>problem</source>
        <translation>проблема</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>отсутствует</translation>
    </message>
    <message>
        <source>planned</source>
        <translation>запланирован</translation>
    </message>
    <message>
        <source>Cable</source>
        <translation>Кабель</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Подробности</translation>
    </message>
    <message>
        <source>MTU %1: %2</source>
        <translation>MTU %1: %2</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Порт</translation>
    </message>
    <message>
        <source>Rail</source>
        <translation>Рельс</translation>
    </message>
    <message>
        <source>Netdev</source>
        <translation>Netdev</translation>
    </message>
    <message>
        <source>RDMA device</source>
        <translation>RDMA-устройство</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Адрес</translation>
    </message>
    <message>
        <source>Peer</source>
        <translation>Сосед</translation>
    </message>
    <message>
        <source>No address plan: the cluster description has errors.</source>
        <translation>Плана адресов нет: в описании кластера есть ошибки.</translation>
    </message>
    <message>
        <source>No measurements were run.</source>
        <translation>Измерения не проводились.</translation>
    </message>
    <message>
        <source>Fix:</source>
        <translation>Исправление:</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Источник</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Поле</translation>
    </message>
    <message>
        <source>No commands were run.</source>
        <translation>Команды не выполнялись.</translation>
    </message>
    <message>
        <source>the folder for %1 does not exist</source>
        <translation>папка для %1 не существует</translation>
    </message>
    <message>
        <source>could not write the PDF</source>
        <translation>не удалось записать PDF</translation>
    </message>
    <message>
        <source>Railyard report, page %1 of %2</source>
        <translation>Отчёт Railyard, страница %1 из %2</translation>
    </message>
    <message numerus="yes">
        <source>%n more finding(s) follow from this (section 7).</source>
        <translation>
            <numerusform>Из этого следует ещё %n находка (раздел 7).</numerusform>
            <numerusform>Из этого следуют ещё %n находки (раздел 7).</numerusform>
            <numerusform>Из этого следуют ещё %n находок (раздел 7).</numerusform>
        </translation>
    </message>
    <message>
        <source>Follows from:</source>
        <translation>Следует из:</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Откуда</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Куда</translation>
    </message>
    <message>
        <source>%1: command log</source>
        <translation>%1: журнал команд</translation>
    </message>
    <message>
        <source>The appendix of %1, generated %2 by Railyard %3.</source>
        <translation>Приложение к %1, создано %2 программой Railyard %3.</translation>
    </message>
    <message numerus="yes">
        <source>The %n command(s) of this run, each with its output, exit code and duration, are in %1 beside this report.</source>
        <translation>
            <numerusform>%n команда этого запуска с выводом, кодом завершения и длительностью находится в %1 рядом с этим отчётом.</numerusform>
            <numerusform>%n команды этого запуска с выводом, кодами завершения и длительностью находятся в %1 рядом с этим отчётом.</numerusform>
            <numerusform>%n команд этого запуска с выводом, кодами завершения и длительностью находятся в %1 рядом с этим отчётом.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::render::ReportContentBuilder</name>
    <message>
        <source> (downgraded)</source>
        <translation> (понижен)</translation>
    </message>
    <message>
        <source>Reachable</source>
        <translation>Доступен</translation>
    </message>
    <message>
        <source>no: the node could not run commands</source>
        <translation>нет: узел не смог выполнять команды</translation>
    </message>
    <message>
        <source>Host name</source>
        <translation>Имя хоста</translation>
    </message>
    <message>
        <source>Model / system release</source>
        <translation>Модель / выпуск системы</translation>
    </message>
    <message>
        <source>OS release</source>
        <translation>Выпуск ОС</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Ядро</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Management interface</source>
        <translation>Управляющий интерфейс</translation>
    </message>
    <message>
        <source>: link</source>
        <translation>: линк</translation>
    </message>
    <message>
        <source>: driver, firmware</source>
        <translation>: драйвер, прошивка</translation>
    </message>
    <message>
        <source>: PCIe </source>
        <translation>: PCIe </translation>
    </message>
    <message>
        <source>capable </source>
        <translation>поддерживает </translation>
    </message>
    <message>
        <source>, running </source>
        <translation>, работает </translation>
    </message>
    <message>
        <source>Port %1 cable EEPROM</source>
        <translation>EEPROM кабеля порта %1</translation>
    </message>
    <message>
        <source>not read</source>
        <translation>не прочитано</translation>
    </message>
    <message>
        <source>, SN </source>
        <translation>, SN </translation>
    </message>
    <message>
        <source>, attenuation </source>
        <translation>, затухание </translation>
    </message>
    <message>
        <source>Not collected: </source>
        <translation>Не собрано: </translation>
    </message>
    <message>
        <source>Expected by the topology; no link was found.</source>
        <translation>Ожидается по топологии; линк не найден.</translation>
    </message>
    <message>
        <source>Present: RDMA ran over it (discovery saw no neighbour).</source>
        <translation>Есть: по нему прошёл RDMA (обнаружение не увидело соседа).</translation>
    </message>
    <message>
        <source>Unconfirmed: the ports have a link but nothing answered.</source>
        <translation>Не подтверждён: у портов есть линк, но никто не ответил.</translation>
    </message>
    <message>
        <source>Not checked: cabling discovery has not run.</source>
        <translation>Не проверено: поиск кабелей ещё не запускался.</translation>
    </message>
    <message>
        <source>Loopback (card health, no cable)</source>
        <translation>Петлевой (loopback) тест (исправность карты, без кабеля)</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Узел</translation>
    </message>
    <message>
        <source>RDMA device</source>
        <translation>RDMA-устройство</translation>
    </message>
    <message>
        <source>Gb/s</source>
        <translation>Гбит/с</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Исправность</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>Рекомендация</translation>
    </message>
    <message>
        <source>Healthy about 106 Gb/s; about 13 Gb/s means the card is throttled.</source>
        <translation>У исправной карты около 106 Гбит/с; около 13 Гбит/с означает, что карта в режиме ограничения (throttled).</translation>
    </message>
    <message>
        <source>Loopback bandwidth per node</source>
        <translation>Пропускная способность петлевого теста по узлам</translation>
    </message>
    <message>
        <source>healthy card: about 106 Gb/s</source>
        <translation>исправная карта: около 106 Гбит/с</translation>
    </message>
    <message>
        <source>RDMA bandwidth per cable (ib_write_bw, both rails at once)</source>
        <translation>Пропускная способность RDMA по кабелям (ib_write_bw, оба рельса одновременно)</translation>
    </message>
    <message>
        <source>Cable</source>
        <translation>Кабель</translation>
    </message>
    <message>
        <source>Rail 1 Gb/s</source>
        <translation>Рельс 1, Гбит/с</translation>
    </message>
    <message>
        <source>Rail 2 Gb/s</source>
        <translation>Рельс 2, Гбит/с</translation>
    </message>
    <message>
        <source>Cable Gb/s</source>
        <translation>Кабель, Гбит/с</translation>
    </message>
    <message>
        <source>% of 200</source>
        <translation>% от 200</translation>
    </message>
    <message>
        <source>One rail alone Gb/s</source>
        <translation>Один рельс отдельно, Гбит/с</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Ошибки</translation>
    </message>
    <message>
        <source>One cable with both rails: 185-190 Gb/s. Sequential runs are never added.</source>
        <translation>Один кабель с обоими рельсами: 185–190 Гбит/с. Результаты последовательных запусков никогда не складываются.</translation>
    </message>
    <message>
        <source>RDMA bandwidth per rail (both rails at once)</source>
        <translation>Пропускная способность RDMA по рельсам (оба рельса одновременно)</translation>
    </message>
    <message>
        <source>healthy rail with its twin busy: about 92 Gb/s (185 per cable)</source>
        <translation>исправный рельс при занятом парном: около 92 Гбит/с (185 на кабель)</translation>
    </message>
    <message>
        <source>NCCL %1</source>
        <translation>NCCL %1</translation>
    </message>
    <message>
        <source>Average bus bandwidth GB/s</source>
        <translation>Средняя пропускная способность шины, ГБ/с</translation>
    </message>
    <message>
        <source>Peak GB/s</source>
        <translation>Пик, ГБ/с</translation>
    </message>
    <message>
        <source>RDMA devices used</source>
        <translation>Использованные RDMA-устройства</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Проблема</translation>
    </message>
    <message>
        <source>Reference: 19-24 GB/s for a pair with both rails; one device about 13.9 GB/s.</source>
        <translation>Эталон: 19–24 ГБ/с для пары с обоими рельсами; одно устройство — около 13,9 ГБ/с.</translation>
    </message>
    <message>
        <source>data over sockets</source>
        <translation>данные через сокеты</translation>
    </message>
    <message>
        <source>one RDMA device only</source>
        <translation>только одно RDMA-устройство</translation>
    </message>
    <message>
        <source>Steps that could not run</source>
        <translation>Шаги, которые не удалось выполнить</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Примечание</translation>
    </message>
    <message>
        <source>RDMA bandwidth per cable (both rails at once)</source>
        <translation>Пропускная способность RDMA по кабелям (оба рельса одновременно)</translation>
    </message>
    <message>
        <source>limit: 200 Gb/s per cable; healthy cables reach 185-190</source>
        <translation>предел: 200 Гбит/с на кабель; исправные кабели дают 185-190</translation>
    </message>
    <message>
        <source>NCCL %1: bus bandwidth by message size</source>
        <translation>NCCL %1: пропускная способность шины по размеру сообщения</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>ГБ/с</translation>
    </message>
    <message>
        <source>shaded: 19-24 GB/s, measured on healthy pairs with both rails</source>
        <translation>закрашено: 19-24 ГБ/с, измерено на исправных парах с обоими рельсами</translation>
    </message>
    <message>
        <source>message size (bytes)</source>
        <translation>размер сообщения (байт)</translation>
    </message>
</context>
<context>
    <name>railyard::report::ReportItem</name>
    <message>
        <source>report item has an unknown kind &apos;%1&apos; or status &apos;%2&apos;</source>
        <translation>у элемента отчёта неизвестный тип «%1» или состояние «%2»</translation>
    </message>
</context>
<context>
    <name>railyard::report::ReportRenderer</name>
    <message>
        <source>[… %1 more lines]</source>
        <translation>[… ещё строк: %1]</translation>
    </message>
    <message>
        <source>[output truncated at capture]</source>
        <translation>[вывод обрезан при захвате]</translation>
    </message>
</context>
<context>
    <name>railyard::sim::PerftestEmulator</name>
    <message>
        <source> Invalid Command or flag.
 Please check command line and run again.
</source>
        <translation> Invalid Command or flag.
 Please check command line and run again.
</translation>
    </message>
    <message>
        <source>no RDMA device %1</source>
        <translation>нет RDMA-устройства %1</translation>
    </message>
    <message>
        <source>cannot connect to %1:%2</source>
        <translation>не удаётся подключиться к %1:%2</translation>
    </message>
    <message>
        <source>RDMA path from %1 does not reach %2</source>
        <translation>RDMA-путь от %1 не доходит до %2</translation>
    </message>
</context>
<context>
    <name>railyard::sim::SamplerEmulator</name>
    <message>
        <source>railyard-sampler: %1 needs a number
</source>
        <translation>railyard-sampler: %1 needs a number
</translation>
    </message>
    <message>
        <source>railyard-sampler: unknown option %1
</source>
        <translation>railyard-sampler: unknown option %1
</translation>
    </message>
</context>
<context>
    <name>railyard::sim::ScenarioCatalog</name>
    <message>
        <source>Two Sparks, one QSFP112 cable port 0 to port 0, everything healthy.</source>
        <translation>Два Spark, один кабель QSFP112 от порта 0 к порту 0, всё исправно.</translation>
    </message>
    <message>
        <source>Three Sparks in a triangle, port 0 to port 1 of the next node.</source>
        <translation>Три Spark в треугольнике, порт 0 к порту 1 следующего узла.</translation>
    </message>
    <message>
        <source>Four Sparks in a ring, port 0 to port 1 of the next node.</source>
        <translation>Четыре Spark в кольце, порт 0 к порту 1 следующего узла.</translation>
    </message>
    <message>
        <source>Eight Sparks on a switch with hardware offload, port 0 on every node.</source>
        <translation>Восемь Spark на коммутаторе с аппаратной разгрузкой (hardware offload), порт 0 на каждом узле.</translation>
    </message>
    <message>
        <source>Two Sparks; the cable goes from port 0 of spark-1 to port 1 of spark-2.</source>
        <translation>Два Spark; кабель идёт от порта 0 spark-1 к порту 1 spark-2.</translation>
    </message>
    <message>
        <source>Two Sparks; only rail 1 of the port carries the link, rail 2 stays down.</source>
        <translation>Два Spark; линк есть только на рельсе 1 порта, рельс 2 не поднимается.</translation>
    </message>
    <message>
        <source>A ring of four with the cable from spark-3 to spark-4 missing.</source>
        <translation>Кольцо из четырёх узлов без кабеля от spark-3 к spark-4.</translation>
    </message>
    <message>
        <source>A ring of four cabled 1-3-2-4 while the plan says 1-2-3-4.</source>
        <translation>Кольцо из четырёх узлов соединено в порядке 1-3-2-4, а по плану 1-2-3-4.</translation>
    </message>
    <message>
        <source>Two Sparks; the ConnectX-7 of spark-2 is throttled (loopback ~13 Gb/s).</source>
        <translation>Два Spark; ConnectX-7 на spark-2 работает в режиме ограничения (петлевой тест ~13 Гбит/с).</translation>
    </message>
    <message>
        <source>Two Sparks; clean with idle GPUs, but under GPU load lane 1 of the cable shows ~1000x the errors of lane 0 and the link drops after ~3 minutes.</source>
        <translation>Два Spark; при простаивающих GPU всё чисто, но под нагрузкой GPU на линии 1 кабеля в ~1000 раз больше ошибок, чем на линии 0, и линк падает примерно через 3 минуты.</translation>
    </message>
    <message>
        <source>Two Sparks; the cable&apos;s EEPROM reports 0 dB attenuation (a placeholder).</source>
        <translation>Два Spark; EEPROM кабеля сообщает о затухании 0 дБ (заглушка).</translation>
    </message>
    <message>
        <source>Two Sparks joined by a 200G to 2x100G breakout on the Spark side: one leg links at 100G, the other stays dead.</source>
        <translation>Два Spark, соединённые разветвительным кабелем 200G → 2x100G со стороны Spark: одна ветвь поднимается на 100G, другая остаётся мёртвой.</translation>
    </message>
    <message>
        <source>Two Sparks; spark-1 uses MTU 9000 on the cluster link, spark-2 still 1500.</source>
        <translation>Два Spark; spark-1 использует MTU 9000 на линке кластера, а spark-2 всё ещё 1500.</translation>
    </message>
    <message>
        <source>Two Sparks; NCCL_IB_HCA names one RDMA device, NCCL uses one rail (~13.9 GB/s).</source>
        <translation>Два Spark; NCCL_IB_HCA указывает одно RDMA-устройство, NCCL использует один рельс (~13,9 ГБ/с).</translation>
    </message>
    <message>
        <source>Two Sparks; NCCL finds no RDMA device and silently moves the data to sockets.</source>
        <translation>Два Spark; NCCL не находит RDMA-устройств и молча переводит передачу данных на сокеты.</translation>
    </message>
    <message>
        <source>Four Sparks on a switch whose bridge is not hardware offloaded (~10 Gb/s per rail).</source>
        <translation>Четыре Spark на коммутаторе, мост которого не имеет аппаратной разгрузки (~10 Гбит/с на рельс).</translation>
    </message>
    <message>
        <source>Four Sparks on a switch where PFC pauses halt RoCE: connections up, no data.</source>
        <translation>Четыре Spark на коммутаторе, где паузы PFC останавливают RoCE: соединения установлены, данных нет.</translation>
    </message>
    <message>
        <source>A healthy-looking ring of four in which the ConnectX-7 of spark-3 is throttled.</source>
        <translation>Внешне исправное кольцо из четырёх узлов, в котором ConnectX-7 на spark-3 работает в режиме ограничения.</translation>
    </message>
    <message>
        <source>unknown scenario &quot;%1&quot;; known: %2</source>
        <translation>неизвестный сценарий «%1»; известные: %2</translation>
    </message>
    <message>
        <source>Two Sparks; spark-1&apos;s LAN route 10.224.0.0/12 overlaps the default cluster pool 10.231.0.0/19.</source>
        <translation>Два Spark; LAN-маршрут spark-1 10.224.0.0/12 пересекается с пулом кластера по умолчанию 10.231.0.0/19.</translation>
    </message>
    <message>
        <source>Two Sparks on a switch with hardware offload, port 0 on both.</source>
        <translation>Два Spark на коммутаторе с аппаратной разгрузкой (offload), порт 0 на обоих.</translation>
    </message>
    <message>
        <source>Two freshly installed Sparks, cabled port 0 to port 0: the cluster netdevs are administratively down and have no addresses until bring-up.</source>
        <translation>Два только что установленных Spark, соединённые кабелем порт 0 — порт 0: сетевые устройства кластера административно выключены и не имеют адресов до первичного запуска (bring-up).</translation>
    </message>
    <message>
        <source>Two Sparks, cabled and linked, with no addresses on the rails yet.</source>
        <translation>Два Spark, соединённые кабелем, с линком, но пока без адресов на рельсах.</translation>
    </message>
    <message>
        <source>Two healthy Sparks running lldpd (lldpctl installed).</source>
        <translation>Два исправных Spark с запущенным lldpd (установлен lldpctl).</translation>
    </message>
    <message>
        <source>A healthy pair; port 1 of spark-2 is also cabled to lab-ws-07, a machine outside the cluster.</source>
        <translation>Исправная пара; порт 1 spark-2 также подключён кабелем к lab-ws-07 — машине вне кластера.</translation>
    </message>
    <message>
        <source>Two Sparks; perftest and nccl-tests are not installed on spark-2.</source>
        <translation>Два Spark; на spark-2 не установлены perftest и nccl-tests.</translation>
    </message>
    <message>
        <source>Two Sparks; sudo on spark-2 asks for a password.</source>
        <translation>Два Spark; sudo на spark-2 запрашивает пароль.</translation>
    </message>
    <message>
        <source>A pair configured by NVIDIA&apos;s setup helper: /etc/netplan/40-cx7.yaml puts both rails of port 0 in 192.168.0.0/24 (.1 and .2 on spark-1, .3 and .4 on spark-2); Railyard&apos;s plan is not applied.</source>
        <translation>Пара, настроенная вспомогательным скриптом NVIDIA: /etc/netplan/40-cx7.yaml помещает обе линии порта 0 в 192.168.0.0/24 (.1 и .2 на spark-1, .3 и .4 на spark-2); план Railyard не применён.</translation>
    </message>
    <message>
        <source>A triangle configured by NVIDIA&apos;s setup helper: each cable&apos;s two rails share one /24 (192.168.0.0/24, .1.0/24, .2.0/24) in /etc/netplan/40-cx7.yaml; Railyard&apos;s plan is not applied.</source>
        <translation>Треугольник, настроенный помощником NVIDIA: оба рельса каждого кабеля в одной /24 (192.168.0.0/24, .1.0/24, .2.0/24) в /etc/netplan/40-cx7.yaml; план Railyard не применён.</translation>
    </message>
    <message>
        <source>Four Sparks on a switch configured by NVIDIA&apos;s setup helper: both rails of every node in 192.168.0.0/24 (/etc/netplan/40-cx7.yaml); Railyard&apos;s plan is not applied.</source>
        <translation>Четыре Spark на коммутаторе, настроенные помощником NVIDIA: оба рельса каждого узла в 192.168.0.0/24 (/etc/netplan/40-cx7.yaml); план Railyard не применён.</translation>
    </message>
    <message>
        <source>A pair set up as NVIDIA&apos;s earlier playbook did: /etc/netplan/40-cx7.yaml asks for link-local IPv4 only, so every rail has a 169.254.0.0/16 address.</source>
        <translation>Пара, настроенная как в прежнем playbook NVIDIA: /etc/netplan/40-cx7.yaml запрашивает только link-local IPv4, поэтому у каждого рельса адрес из 169.254.0.0/16.</translation>
    </message>
    <message>
        <source>Two Sparks with two cables, port 0 to port 0 and port 1 to port 1; the second adds no bandwidth.</source>
        <translation>Два Spark с двумя кабелями, порт 0 к порту 0 и порт 1 к порту 1; второй не добавляет пропускной способности.</translation>
    </message>
    <message>
        <source>A pair configured by hand in /etc/netplan/50-cluster.yaml with both rails of the cable in 10.10.0.0/24 and no MTU (1500): the neighbour tables show ARP flux once the nodes have talked.</source>
        <translation>Пара, настроенная вручную в /etc/netplan/50-cluster.yaml: оба рельса кабеля в 10.10.0.0/24, MTU не задан (1500); после обмена трафиком таблицы соседей показывают ARP flux.</translation>
    </message>
    <message>
        <source>Two Sparks; on spark-2 the PCIe link of rail 2 trained at Gen5 x2 instead of x4.</source>
        <translation>Два Spark; на spark-2 канал PCIe рельса 2 поднялся как Gen5 x2 вместо x4.</translation>
    </message>
    <message>
        <source>a switch lab has 2 to 64 nodes, not %1</source>
        <translation>в лаборатории с коммутатором от 2 до 64 узлов, а не %1</translation>
    </message>
    <message>
        <source>%1 Sparks on a switch with hardware offload, port 0 on every node.</source>
        <translation>%1 Spark на коммутаторе с аппаратной разгрузкой, порт 0 на каждом узле.</translation>
    </message>
</context>
<context>
    <name>railyard::sim::ScenarioFile</name>
    <message>
        <source>not a valid scenario: %1</source>
        <translation>недопустимый сценарий: %1</translation>
    </message>
    <message>
        <source>cannot read the scenario file: %1</source>
        <translation>не удаётся прочитать файл сценария: %1</translation>
    </message>
    <message>
        <source>cable end &quot;%1&quot; is not NODE:PORT (port 0 or 1, a node of the scenario) or &quot;switch&quot;</source>
        <translation>конец кабеля «%1» не имеет вида NODE:PORT (порт 0 или 1, узел сценария) и не равен «switch»</translation>
    </message>
    <message>
        <source>a scenario file is a mapping</source>
        <translation>файл сценария должен быть отображением</translation>
    </message>
    <message>
        <source>give either &quot;base&quot; (a scenario name) or &quot;topology&quot; and &quot;nodes&quot;</source>
        <translation>укажите либо «base» (имя сценария), либо «topology» и «nodes»</translation>
    </message>
    <message>
        <source>unknown topology &quot;%1&quot;</source>
        <translation>неизвестная топология «%1»</translation>
    </message>
    <message>
        <source>&quot;nodes&quot; must be between 2 and 16</source>
        <translation>«nodes» должно быть от 2 до 16</translation>
    </message>
    <message>
        <source>&quot;cables&quot; is a list</source>
        <translation>«cables» должен быть списком</translation>
    </message>
    <message>
        <source>a cable needs &quot;a&quot; and &quot;b&quot;</source>
        <translation>кабелю нужны «a» и «b»</translation>
    </message>
    <message>
        <source>the &quot;a&quot; end of a cable must be a node</source>
        <translation>конец «a» кабеля должен быть узлом</translation>
    </message>
    <message>
        <source>unknown cable family &quot;%1&quot; (qsfp112 or qsfp56)</source>
        <translation>неизвестное семейство кабелей «%1» (qsfp112 или qsfp56)</translation>
    </message>
    <message>
        <source>&quot;faults&quot; maps node names to faults</source>
        <translation>«faults» сопоставляет именам узлов неисправности</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a node of the scenario</source>
        <translation>«%1» — не узел сценария</translation>
    </message>
    <message>
        <source>pcie rail must be 1 or 2</source>
        <translation>рельс pcie должен быть 1 или 2</translation>
    </message>
    <message>
        <source>&quot;missing_tools&quot; is a list of packages or programs</source>
        <translation>«missing_tools» — это список пакетов или программ</translation>
    </message>
    <message>
        <source>unknown &quot;addresses&quot; value &quot;%1&quot; (plan, legacy, bare, nvidia-helper, hand-written-shared or link-local)</source>
        <translation>неизвестное значение «addresses» «%1» (plan, legacy, bare, nvidia-helper, hand-written-shared или link-local)</translation>
    </message>
</context>
<context>
    <name>railyard::telemetry::SamplerLineParser</name>
    <message>
        <source>not a sampler line (expected RY1 TICK TIME NETDEV ...)</source>
        <translation>это не строка сэмплера (ожидается RY1 TICK TIME NETDEV ...)</translation>
    </message>
    <message>
        <source>invalid tick &apos;%1&apos;</source>
        <translation>недопустимый такт (tick) «%1»</translation>
    </message>
    <message>
        <source>invalid time &apos;%1&apos;</source>
        <translation>недопустимое время «%1»</translation>
    </message>
    <message>
        <source>invalid netdev &apos;%1&apos;</source>
        <translation>недопустимое сетевое устройство «%1»</translation>
    </message>
    <message>
        <source>expected key=value, got &apos;%1&apos;</source>
        <translation>ожидается key=value, получено «%1»</translation>
    </message>
</context>
<context>
    <name>railyard::telemetry::SamplerScript</name>
    <message>
        <source>the sampler needs at least one netdev</source>
        <translation>сэмплеру нужно хотя бы одно сетевое устройство</translation>
    </message>
</context>
<context>
    <name>railyard::telemetry::TelemetrySampler</name>
    <message>
        <source>%1: the sampler&apos;s command ended: %2</source>
        <translation>%1: команда сбора замеров завершилась: %2</translation>
    </message>
</context>
<context>
    <name>railyard::ui::AddressPlanPage</name>
    <message>
        <source>The range the /24 subnets are taken from. It must not overlap your LAN or a VPN.</source>
        <translation>Диапазон, из которого берутся подсети /24. Он не должен пересекаться с вашей локальной сетью или VPN.</translation>
    </message>
    <message>
        <source>Subnet pool</source>
        <translation>Пул подсетей</translation>
    </message>
    <message>
        <source>e.g. 192.168.0.0/16, 10.8.0.0/24</source>
        <translation>напр. 192.168.0.0/16, 10.8.0.0/24</translation>
    </message>
    <message>
        <source>Subnets to avoid</source>
        <translation>Исключаемые подсети</translation>
    </message>
    <message>
        <source>recommended</source>
        <translation>рекомендуется</translation>
    </message>
    <message>
        <source>MTU</source>
        <translation>MTU</translation>
    </message>
    <message>
        <source>Subnet &amp;pool:</source>
        <translation>&amp;Пул подсетей:</translation>
    </message>
    <message>
        <source>A&amp;void:</source>
        <translation>&amp;Исключить:</translation>
    </message>
    <message>
        <source>&amp;MTU:</source>
        <translation>&amp;MTU:</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Узел</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Порт</translation>
    </message>
    <message>
        <source>Rail</source>
        <translation>Рельс</translation>
    </message>
    <message>
        <source>Interface</source>
        <translation>Интерфейс</translation>
    </message>
    <message>
        <source>RDMA device</source>
        <translation>RDMA-устройство</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Адрес</translation>
    </message>
    <message>
        <source>Subnet</source>
        <translation>Подсеть</translation>
    </message>
    <message>
        <source>Peer</source>
        <translation>Сосед</translation>
    </message>
    <message>
        <source>Addresses per node, port and rail</source>
        <translation>Адреса по узлам, портам и рейлам</translation>
    </message>
    <message>
        <source>Node whose netplan is shown</source>
        <translation>Узел, netplan которого показан</translation>
    </message>
    <message>
        <source>Generated netplan</source>
        <translation>Сгенерированный netplan</translation>
    </message>
    <message>
        <source>Netplan (/etc/netplan/%1) for:</source>
        <translation>Netplan (/etc/netplan/%1) для:</translation>
    </message>
    <message>
        <source>%1 bytes: %2</source>
        <translation>%1 байт: %2</translation>
    </message>
    <message>
        <source>%1 is given to two interfaces.</source>
        <translation>%1 назначен двум интерфейсам.</translation>
    </message>
    <message>
        <source>The management address of %1 (%2) lies in the cluster subnet %3: choose another pool or add it to Avoid.</source>
        <translation>Адрес управления %1 (%2) попадает в подсеть кластера %3: выберите другой пул или добавьте его в «Исключить».</translation>
    </message>
    <message>
        <source>Address plan</source>
        <translation>План адресов</translation>
    </message>
    <message>
        <source>One subnet per rail of every cable, one address per rail end.</source>
        <translation>Своя подсеть на каждый рельс каждого кабеля, свой адрес на каждый конец рельса.</translation>
    </message>
    <message>
        <source>One subnet per rail of every cable, one address per rail end: the same address on two rails would cause ARP flux. The management link is never part of the plan.</source>
        <translation>Одна подсеть на каждый рейл каждого кабеля, один адрес на каждый конец рейла: один и тот же адрес на двух рейлах вызвал бы ARP flux. Канал управления никогда не входит в план.</translation>
    </message>
</context>
<context>
    <name>railyard::ui::ApplyPage</name>
    <message>
        <source>Preview</source>
        <translation>Предпросмотр</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Применить</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отмена изменений</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Узлы</translation>
    </message>
    <message>
        <source>Changes on the selected node</source>
        <translation>Изменения на выбранном узле</translation>
    </message>
    <message>
        <source>Preview shows here what the apply would change on the selected node.</source>
        <translation>Здесь предпросмотр показывает, что применение изменит на выбранном узле.</translation>
    </message>
    <message>
        <source>Apply progress</source>
        <translation>Ход применения</translation>
    </message>
    <message>
        <source>Dry run: show the diff and the commands per node, change nothing.</source>
        <translation>Предпросмотр: показать diff и команды для каждого узла, ничего не меняя.</translation>
    </message>
    <message>
        <source>Apply the plan to every node, then verify it.</source>
        <translation>Применить план ко всем узлам, затем проверить его.</translation>
    </message>
    <message>
        <source>Stop before the nodes are confirmed and restore them.</source>
        <translation>Остановить до подтверждения узлов и восстановить их.</translation>
    </message>
    <message>
        <source>Restore every node to the state before the last apply.</source>
        <translation>Вернуть все узлы в состояние до последнего применения.</translation>
    </message>
    <message numerus="yes">
        <source>Confirming: each node&apos;s guard restores it unless confirmed within %n s.</source>
        <translation>
            <numerusform>Подтверждение: страж каждого узла восстановит его, если подтверждения не будет в течение %n с.</numerusform>
            <numerusform>Подтверждение: страж каждого узла восстановит его, если подтверждения не будет в течение %n с.</numerusform>
            <numerusform>Подтверждение: страж каждого узла восстановит его, если подтверждения не будет в течение %n с.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped: the cluster was replaced.</source>
        <translation>Остановлено: кластер был заменён.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>There is no address plan for this cluster.</source>
        <translation>Для этого кластера нет плана адресов.</translation>
    </message>
    <message>
        <source>No file changes.</source>
        <translation>Файлы не меняются.</translation>
    </message>
    <message>
        <source>Commands, in order:</source>
        <translation>Команды по порядку:</translation>
    </message>
    <message>
        <source>already as planned</source>
        <translation>уже как в плане</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>отклонено</translation>
    </message>
    <message>
        <source>would change</source>
        <translation>будет изменён</translation>
    </message>
    <message>
        <source>The apply would be refused: %1</source>
        <translation>Применение будет отклонено: %1</translation>
    </message>
    <message>
        <source>Every node is already as planned: nothing to apply.</source>
        <translation>Все узлы уже соответствуют плану: применять нечего.</translation>
    </message>
    <message>
        <source>Preview ready: select a node to see its diff and commands.</source>
        <translation>Предпросмотр готов: выберите узел, чтобы увидеть его diff и команды.</translation>
    </message>
    <message>
        <source>reading</source>
        <translation>чтение</translation>
    </message>
    <message>
        <source>%v of %m steps</source>
        <translation>%v из %m шагов</translation>
    </message>
    <message>
        <source>Apply configuration</source>
        <translation>Применение конфигурации</translation>
    </message>
    <message>
        <source>live, confirming</source>
        <translation>активно, подтверждение</translation>
    </message>
    <message>
        <source>Cancelled; the nodes were put back: %1</source>
        <translation>Отменено; узлы возвращены в прежнее состояние: %1</translation>
    </message>
    <message>
        <source>The apply failed and was rolled back: %1</source>
        <translation>Применение не удалось и было откачено: %1</translation>
    </message>
    <message>
        <source>Applied. Verifying every link from the nodes themselves...</source>
        <translation>Применено. Проверка каждого канала с самих узлов...</translation>
    </message>
    <message>
        <source>%1 of %2 peer checks passed (ping, MTU %3, route).</source>
        <translation>Пройдено %1 из %2 проверок соседей (ping, MTU %3, маршрут).</translation>
    </message>
    <message>
        <source>Nothing to change: every node was already as planned.</source>
        <translation>Менять нечего: все узлы уже соответствовали плану.</translation>
    </message>
    <message numerus="yes">
        <source>Applied to %n node(s).</source>
        <translation>
            <numerusform>Применено к %n узлу.</numerusform>
            <numerusform>Применено к %n узлам.</numerusform>
            <numerusform>Применено к %n узлам.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 Verify passed.</source>
        <translation>%1 Проверка пройдена.</translation>
    </message>
    <message numerus="yes">
        <source>%1 Verify failed: %2 %n problem(s) in all, see the details.</source>
        <translation>
            <numerusform>%1 Проверка не пройдена: %2 Всего %n проблема, см. подробности.</numerusform>
            <numerusform>%1 Проверка не пройдена: %2 Всего %n проблемы, см. подробности.</numerusform>
            <numerusform>%1 Проверка не пройдена: %2 Всего %n проблем, см. подробности.</numerusform>
        </translation>
    </message>
    <message>
        <source>Too late to cancel: the nodes are live and being confirmed. Use Undo afterwards.</source>
        <translation>Отменять поздно: узлы уже работают с новой конфигурацией и подтверждаются. Затем воспользуйтесь «Отменить».</translation>
    </message>
    <message>
        <source>Cancelling: the nodes are restored as soon as the current step ends.</source>
        <translation>Отмена: узлы будут восстановлены, как только завершится текущий шаг.</translation>
    </message>
    <message>
        <source>restored</source>
        <translation>восстановлен</translation>
    </message>
    <message>
        <source>restore failed</source>
        <translation>восстановление не удалось</translation>
    </message>
    <message>
        <source>Cancelled: every node was restored.</source>
        <translation>Отменено: все узлы восстановлены.</translation>
    </message>
    <message>
        <source>Cancelled, but not every node could be restored; its guard still will.</source>
        <translation>Отменено, но не все узлы удалось восстановить; это ещё сделает их страж.</translation>
    </message>
    <message>
        <source>restoring</source>
        <translation>восстановление</translation>
    </message>
    <message>
        <source>nothing to undo</source>
        <translation>нечего отменять</translation>
    </message>
    <message>
        <source>undo failed</source>
        <translation>отмена не удалась</translation>
    </message>
    <message>
        <source>Undone: every node is back to its state before the apply.</source>
        <translation>Отменено: все узлы возвращены в состояние до применения.</translation>
    </message>
    <message>
        <source>Undo failed on at least one node.</source>
        <translation>Отмена не удалась хотя бы на одном узле.</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>Проверить</translation>
    </message>
    <message>
        <source>Check the cluster as it is against the plan (addresses, links, ping, MTU, routes), changing nothing.</source>
        <translation>Сверить кластер в его текущем виде с планом (адреса, линки, ping, MTU, маршруты), ничего не меняя.</translation>
    </message>
    <message>
        <source>Verifying every link from the nodes themselves, changing nothing...</source>
        <translation>Проверка каждого линка с самих узлов, без изменений...</translation>
    </message>
    <message>
        <source>The cluster as it is:</source>
        <translation>Кластер в текущем виде:</translation>
    </message>
    <message>
        <source>Write the address plan onto the nodes; each node undoes it unless Railyard confirms.</source>
        <translation>Записать план адресов на узлы; каждый узел откатит изменения, если Railyard их не подтвердит.</translation>
    </message>
    <message>
        <source>Write the address plan onto the nodes: a netplan file for the cluster links, applied with a journal and a guard on each node that restores it unless Railyard confirms in time. The management link is never touched.</source>
        <translation>Записать план адресов на узлы: файл netplan для каналов кластера, применяемый с журналом и стражем на каждом узле, который восстановит прежнее состояние, если Railyard не подтвердит вовремя. Канал управления никогда не затрагивается.</translation>
    </message>
</context>
<context>
    <name>railyard::ui::CablingDiagram</name>
    <message>
        <source>Cabling diagram</source>
        <translation>Схема кабелей</translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation>Не удаётся записать %1</translation>
    </message>
    <message>
        <source>No cables</source>
        <translation>Нет кабелей</translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s); use the arrow keys to select one</source>
        <translation>
            <numerusform>%n кабель; выберите его клавишами со стрелками</numerusform>
            <numerusform>%n кабеля; выберите один клавишами со стрелками</numerusform>
            <numerusform>%n кабелей; выберите один клавишами со стрелками</numerusform>
        </translation>
    </message>
    <message>
        <source>Cable %1 of %2: %3 %4</source>
        <translation>Кабель %1 из %2: %3 %4</translation>
    </message>
    <message>
        <source>%1 port %2</source>
        <translation>%1 порт %2</translation>
    </message>
    <message>
        <source>Cabling checklist</source>
        <translation>Список кабелей для проверки</translation>
    </message>
    <message>
        <source>Unknown picture format &quot;%1&quot;: use .svg, .png or .pdf</source>
        <translation>Неизвестный формат изображения «%1»: используйте .svg, .png или .pdf</translation>
    </message>
</context>
<context>
    <name>railyard::ui::CablingPage</name>
    <message>
        <source>Cables to connect</source>
        <translation>Кабели для подключения</translation>
    </message>
    <message>
        <source>Cables to connect:</source>
        <translation>Кабели для подключения:</translation>
    </message>
    <message>
        <source>Tip: %1</source>
        <translation>Совет: %1</translation>
    </message>
    <message>
        <source>Discover cabling</source>
        <translation>Обнаружить кабели</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Show the plan</source>
        <translation>Показать план</translation>
    </message>
    <message>
        <source>Ask every node which neighbour answers on each rail; nothing is installed or configured.</source>
        <translation>Спросить у каждого узла, какой сосед отвечает на каждом рельсе; ничего не устанавливается и не настраивается.</translation>
    </message>
    <message>
        <source>Show the cabling the topology expects instead of what was found.</source>
        <translation>Показать схему кабелей, которую ожидает топология, вместо найденной.</translation>
    </message>
    <message>
        <source>%v of %m stages</source>
        <translation>Этап %v из %m</translation>
    </message>
    <message>
        <source>Discovery progress</source>
        <translation>Ход обнаружения</translation>
    </message>
    <message>
        <source>Cabling discovery</source>
        <translation>Обнаружение кабелей</translation>
    </message>
    <message>
        <source>Inventory read; pinging every rail and reading the neighbour tables…</source>
        <translation>Инвентаризация прочитана; пингуем каждый рельс и читаем таблицы соседей…</translation>
    </message>
    <message>
        <source>Reading the inventory of every node…</source>
        <translation>Читаем инвентаризацию каждого узла…</translation>
    </message>
    <message>
        <source>Discovery cancelled; the diagram shows the plan.</source>
        <translation>Обнаружение отменено; на схеме показан план.</translation>
    </message>
    <message numerus="yes">
        <source>Discovered %n cable(s).</source>
        <translation>
            <numerusform>Обнаружен %n кабель.</numerusform>
            <numerusform>Обнаружено %n кабеля.</numerusform>
            <numerusform>Обнаружено %n кабелей.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) found: see the red cables and the Findings step.</source>
        <translation>
            <numerusform>Найдена %n проблема: см. красные кабели и шаг «Проблемы».</numerusform>
            <numerusform>Найдено %n проблемы: см. красные кабели и шаг «Проблемы».</numerusform>
            <numerusform>Найдено %n проблем: см. красные кабели и шаг «Проблемы».</numerusform>
        </translation>
    </message>
    <message>
        <source>Every cable is where the topology wants it, on both rails.</source>
        <translation>Каждый кабель на своём месте по топологии, на обоих рельсах.</translation>
    </message>
    <message>
        <source>Could not reach %1: its cables are missing from the diagram.</source>
        <translation>Не удалось связаться с %1: его кабелей нет на схеме.</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>По размеру</translation>
    </message>
    <message>
        <source>Export SVG...</source>
        <translation>Экспорт в SVG...</translation>
    </message>
    <message>
        <source>Export PNG...</source>
        <translation>Экспорт в PNG...</translation>
    </message>
    <message>
        <source>Show the whole diagram again (key 0). Zoom with Ctrl+wheel or the + and - keys.</source>
        <translation>Снова показать всю схему (клавиша 0). Масштаб — Ctrl+колесо или клавиши + и -.</translation>
    </message>
    <message>
        <source>Save the diagram as a vector picture.</source>
        <translation>Сохранить схему как векторное изображение.</translation>
    </message>
    <message>
        <source>Save the diagram as a picture at twice the screen resolution.</source>
        <translation>Сохранить схему как изображение с удвоенным разрешением экрана.</translation>
    </message>
    <message>
        <source>Export the cabling diagram</source>
        <translation>Экспорт схемы кабелей</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg)</source>
        <translation>Изображения SVG (*.svg)</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>Изображения PNG (*.png)</translation>
    </message>
    <message>
        <source>Drop on %1 port %2: %3</source>
        <translation>Отпустить на %1 порт %2: %3</translation>
    </message>
    <message>
        <source>Not on %1 port %2: %3</source>
        <translation>Не на %1 порт %2: %3</translation>
    </message>
    <message>
        <source>Not moved to %1 port %2: %3</source>
        <translation>Не перенесено на %1 порт %2: %3</translation>
    </message>
    <message>
        <source>Not moved: %1</source>
        <translation>Не перенесено: %1</translation>
    </message>
    <message>
        <source>The diagram shows the cables the nodes reported, not a plan.</source>
        <translation>Схема показывает кабели, о которых сообщили узлы, а не план.</translation>
    </message>
    <message>
        <source>Press &quot;Show the plan&quot; to re-plan the cabling.</source>
        <translation>Нажмите «Показать план», чтобы заново спланировать кабели.</translation>
    </message>
    <message>
        <source>This cable is only expected by the topology; it is not in the plan.</source>
        <translation>Этот кабель только ожидается топологией; в плане его нет.</translation>
    </message>
    <message>
        <source>Move the cables of the plan; this one goes once the plan matches the topology.</source>
        <translation>Переносите кабели плана; этот исчезнет, когда план совпадёт с топологией.</translation>
    </message>
    <message>
        <source>The plan then follows every cabling rule.</source>
        <translation>Тогда план соблюдает все правила подключения.</translation>
    </message>
    <message numerus="yes">
        <source>No new problem; %n problem(s) of the plan remain.</source>
        <translation>
            <numerusform>Новых проблем нет; осталась %n проблема плана.</numerusform>
            <numerusform>Новых проблем нет; осталось %n проблемы плана.</numerusform>
            <numerusform>Новых проблем нет; осталось %n проблем плана.</numerusform>
        </translation>
    </message>
    <message>
        <source>last test failed: %1</source>
        <translation>последний тест не прошёл: %1</translation>
    </message>
    <message>
        <source>last test %1 Gb/s</source>
        <translation>последний тест %1 Гбит/с</translation>
    </message>
    <message>
        <source>%1 planned, %2 now</source>
        <translation>по плану %1, сейчас %2</translation>
    </message>
    <message>
        <source>no address planned</source>
        <translation>адрес не запланирован</translation>
    </message>
    <message>
        <source>%1 Gb/s link</source>
        <translation>линк %1 Гбит/с</translation>
    </message>
    <message>
        <source>link speed not read yet</source>
        <translation>скорость линка ещё не прочитана</translation>
    </message>
    <message>
        <source>not tested yet</source>
        <translation>ещё не проверялся</translation>
    </message>
    <message>
        <source>%1 rail %2: %3</source>
        <translation>%1 рельс %2: %3</translation>
    </message>
    <message>
        <source>%1, managed at %2</source>
        <translation>%1, управление по %2</translation>
    </message>
    <message>
        <source>the switch</source>
        <translation>коммутатор</translation>
    </message>
    <message>
        <source>%1 port %2: no cable</source>
        <translation>%1 порт %2: кабеля нет</translation>
    </message>
    <message>
        <source>%1 port %2, cabled to %3</source>
        <translation>%1 порт %2, кабель к %3</translation>
    </message>
    <message>
        <source>Print checklist...</source>
        <translation>Печать списка кабелей...</translation>
    </message>
    <message>
        <source>Save the diagram and every numbered cable with both ends and a box to tick as a PDF page, and open it to print.</source>
        <translation>Сохранить схему и все пронумерованные кабели с обоими концами и полем для отметки на странице PDF и открыть её для печати.</translation>
    </message>
    <message>
        <source>Layout by topology</source>
        <translation>Раскладка по топологии</translation>
    </message>
    <message>
        <source>Rack stack (in the listed order)</source>
        <translation>Стойка (в порядке списка)</translation>
    </message>
    <message>
        <source>A pair side by side, a ring around a circle, a switch&apos;s nodes in a row; or the nodes stacked as in a rack, top to bottom in the order they are listed.</source>
        <translation>Пара рядом, кольцо по окружности, узлы коммутатора в ряд; или узлы друг над другом, как в стойке, сверху вниз в порядке списка.</translation>
    </message>
    <message>
        <source>Diagram layout</source>
        <translation>Раскладка схемы</translation>
    </message>
    <message>
        <source>Save the cabling checklist</source>
        <translation>Сохранить список кабелей</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Файлы PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Cabling</source>
        <translation>Кабели</translation>
    </message>
    <message>
        <source>Which port goes to which: connect the numbered cables, then discover them to check.</source>
        <translation>Какой порт с каким соединить: подключите пронумерованные кабели и проверьте их обнаружением.</translation>
    </message>
    <message>
        <source>Every Spark with its grey RJ-45 management port and QSFP ports 0 and 1, each port on the side facing the node its cable goes to. Cables are numbered as in the list and drawn as their two rails; a dashed rail carries nothing.</source>
        <translation>Каждый Spark с серым портом управления RJ-45 и портами QSFP 0 и 1; каждый порт нарисован на стороне, обращённой к узлу, куда идёт его кабель. Кабели пронумерованы как в списке и нарисованы двумя рельсами; пунктирный рельс ничего не передаёт.</translation>
    </message>
    <message>
        <source>%1 on %2 went down just now.</source>
        <translation>%1 на %2 только что опустился.</translation>
    </message>
    <message>
        <source>Check the cable and the port; the diagram marks the cable it belongs to.</source>
        <translation>Проверьте кабель и порт; на схеме отмечен кабель, к которому он относится.</translation>
    </message>
    <message>
        <source>This machine (%1): read and changed directly, without SSH.</source>
        <translation>Этот компьютер (%1): читается и изменяется напрямую, без SSH.</translation>
    </message>
    <message>
        <source>The addresses of %1 on %2 changed just now.</source>
        <translation>Адреса %1 на %2 только что изменились.</translation>
    </message>
    <message>
        <source>Discover again to see the cabling with the new addresses.</source>
        <translation>Запустите поиск кабелей снова, чтобы увидеть их с новыми адресами.</translation>
    </message>
</context>
<context>
    <name>railyard::ui::ClusterOverview</name>
    <message>
        <source>Cluster overview</source>
        <translation>Обзор кластера</translation>
    </message>
    <message>
        <source>One row per node, one column per rail; click a cell for that node&apos;s charts.</source>
        <translation>Строка на узел, столбец на рельс; щёлкните ячейку, чтобы открыть графики этого узла.</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Узел</translation>
    </message>
    <message>
        <source>%1, port %2 rail %3 (%4)</source>
        <translation>%1, порт %2, рельс %3 (%4)</translation>
    </message>
    <message>
        <source>No cable planned in this port.</source>
        <translation>В этом порту кабель не запланирован.</translation>
    </message>
    <message>
        <source>Cable to %1</source>
        <translation>Кабель к %1</translation>
    </message>
    <message>
        <source>No sample yet.</source>
        <translation>Измерений пока нет.</translation>
    </message>
    <message>
        <source>Received %1 Gb/s, sent %2 Gb/s (%3% of the rail&apos;s %4 Gb/s)</source>
        <translation>Принято %1 Гбит/с, отправлено %2 Гбит/с (%3% от %4 Гбит/с рельса)</translation>
    </message>
    <message>
        <source>Pre-FEC bit error rate %1</source>
        <translation>Частота битовых ошибок до FEC %1</translation>
    </message>
    <message>
        <source>Worst lane: %1 errors/s</source>
        <translation>Худшая линия: %1 ошибок/с</translation>
    </message>
    <message>
        <source>port %1</source>
        <translation>порт %1</translation>
    </message>
    <message>
        <source>rail %1</source>
        <translation>рельс %1</translation>
    </message>
    <message>
        <source>link down</source>
        <translation>канал не поднят</translation>
    </message>
    <message>
        <source>BER %1</source>
        <translation>BER %1</translation>
    </message>
    <message>
        <source>%1 err/s</source>
        <translation>%1 ош/с</translation>
    </message>
</context>
<context>
    <name>railyard::ui::ClusterSession</name>
    <message>
        <source>Demo %1 (simulated)</source>
        <translation>Демо %1 (симуляция)</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>Кластер</translation>
    </message>
    <message>
        <source>The demo scenario &quot;%1&quot; could not be started: %2</source>
        <translation>Не удалось запустить демонстрационный сценарий «%1»: %2</translation>
    </message>
    <message>
        <source>The cluster has no nodes.</source>
        <translation>В кластере нет узлов.</translation>
    </message>
    <message>
        <source>Read the rail addresses</source>
        <translation>Чтение адресов рельсов</translation>
    </message>
    <message>
        <source>There is no node &quot;%1&quot; in the project.</source>
        <translation>В проекте нет узла «%1».</translation>
    </message>
    <message>
        <source>%1: a connection test is already running.</source>
        <translation>%1: проверка соединения уже выполняется.</translation>
    </message>
    <message>
        <source>Test the connection to %1</source>
        <translation>Проверка соединения с %1</translation>
    </message>
    <message>
        <source>%1 answered as %2.</source>
        <translation>%1 ответил как %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 answered as %2; %n detail(s) could not be read.</source>
        <translation>
            <numerusform>%1 ответил как %2; не удалось прочитать %n параметр.</numerusform>
            <numerusform>%1 ответил как %2; не удалось прочитать %n параметра.</numerusform>
            <numerusform>%1 ответил как %2; не удалось прочитать %n параметров.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 did not answer.</source>
        <translation>%1 не ответил.</translation>
    </message>
    <message>
        <source>The cluster has no nodes yet: add them on the Nodes page.</source>
        <translation>В кластере ещё нет узлов: добавьте их на странице «Узлы».</translation>
    </message>
</context>
<context>
    <name>railyard::ui::ConnectionPrompts</name>
    <message>
        <source>Key type: %1
Fingerprint: %2</source>
        <translation>Тип ключа: %1
Отпечаток: %2</translation>
    </message>
    <message>
        <source>Compare it with the fingerprint shown on the node itself (for example on its console: ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub) before you accept. Accepted keys are remembered in Railyard&apos;s known_hosts file.</source>
        <translation>Прежде чем принять, сравните его с отпечатком, показанным на самом узле (например, в его консоли: ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub). Принятые ключи сохраняются в файле known_hosts Railyard.</translation>
    </message>
    <message>
        <source>Unknown host key</source>
        <translation>Неизвестный ключ хоста</translation>
    </message>
    <message>
        <source>%1 (%2, port %3) presents a host key Railyard has not seen before.</source>
        <translation>%1 (%2, порт %3) предъявляет ключ хоста, который Railyard раньше не видел.</translation>
    </message>
    <message>
        <source>Trust this key</source>
        <translation>Доверять этому ключу</translation>
    </message>
    <message>
        <source>Do not connect</source>
        <translation>Не подключаться</translation>
    </message>
    <message>
        <source>Sign in to %1</source>
        <translation>Вход на %1</translation>
    </message>
    <message>
        <source>Password for %1@%2:</source>
        <translation>Пароль для %1@%2:</translation>
    </message>
    <message>
        <source>Passphrase of the key %1:</source>
        <translation>Парольная фраза ключа %1:</translation>
    </message>
    <message>
        <source>sudo on %1 asks for the password of %2:</source>
        <translation>sudo на %1 запрашивает пароль %2:</translation>
    </message>
    <message>
        <source>That was not accepted. %1</source>
        <translation>Не принято. %1</translation>
    </message>
    <message>
        <source>Remember in the system keychain</source>
        <translation>Запомнить в системной связке ключей</translation>
    </message>
</context>
<context>
    <name>railyard::ui::FindingsPage</name>
    <message>
        <source>Severity</source>
        <translation>Серьёзность</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>Объект</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Пояснение</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Проблемы</translation>
    </message>
    <message>
        <source>Finding details</source>
        <translation>Подробности проблемы</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Отчёт</translation>
    </message>
    <message>
        <source>Evidence and fix</source>
        <translation>Доказательства и исправление</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>Сведения</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Ошибка</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Предупреждение</translation>
    </message>
    <message>
        <source>Nothing found yet. Run discovery on the Cabling step or the tests on the Tests step.</source>
        <translation>Пока ничего не найдено. Запустите обнаружение на шаге «Кабели» или тесты на шаге «Тесты».</translation>
    </message>
    <message>
        <source>%1 error(s), %2 warning(s), %3 note(s).</source>
        <translation>Ошибок: %1, предупреждений: %2, примечаний: %3.</translation>
    </message>
    <message>
        <source>Fix:</source>
        <translation>Исправление:</translation>
    </message>
    <message>
        <source>Evidence:</source>
        <translation>Доказательства:</translation>
    </message>
    <message>
        <source>Finding id: %1</source>
        <translation>Идентификатор проблемы: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n of them follow from a cause and are folded under it.</source>
        <translation>
            <numerusform>%n из них следует из причины и свёрнута под ней.</numerusform>
            <numerusform>%n из них следуют из причины и свёрнуты под ней.</numerusform>
            <numerusform>%n из них следуют из причины и свёрнуты под ней.</numerusform>
        </translation>
    </message>
    <message>
        <source>Follows from:</source>
        <translation>Следует из:</translation>
    </message>
    <message>
        <source>What discovery and the tests found, causes first, each with its evidence and fix.</source>
        <translation>Что нашли обнаружение и тесты, сначала причины, у каждой — доказательства и исправление.</translation>
    </message>
    <message>
        <source>What discovery and the tests found, errors first. Select one for the evidence and the fix; the report below lists every command that ran and what it printed.</source>
        <translation>Что обнаружили обнаружение и тесты, сначала ошибки. Выберите проблему, чтобы увидеть доказательства и исправление; в отчёте ниже перечислены все выполненные команды и их вывод.</translation>
    </message>
</context>
<context>
    <name>railyard::ui::InlineBanner</name>
    <message>
        <source>Details</source>
        <translation>Подробности</translation>
    </message>
</context>
<context>
    <name>railyard::ui::LivePage</name>
    <message>
        <source>Start</source>
        <translation>Старт</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Стоп</translation>
    </message>
    <message>
        <source>Node to chart</source>
        <translation>Узел для графиков</translation>
    </message>
    <message>
        <source>Gb/s</source>
        <translation>Гбит/с</translation>
    </message>
    <message>
        <source>errors/s</source>
        <translation>ошибок/с</translation>
    </message>
    <message>
        <source>port %1 rail %2</source>
        <translation>порт %1, рельс %2</translation>
    </message>
    <message>
        <source>limit 200 Gb/s</source>
        <translation>предел 200 Гбит/с</translation>
    </message>
    <message>
        <source>Throughput chart</source>
        <translation>График пропускной способности</translation>
    </message>
    <message>
        <source>Error rate chart</source>
        <translation>График частоты ошибок</translation>
    </message>
    <message>
        <source>Node:</source>
        <translation>Узел:</translation>
    </message>
    <message>
        <source>Reading the rail addresses for the load…</source>
        <translation>Читаем адреса рельсов для нагрузки…</translation>
    </message>
    <message>
        <source>Could not read the rail addresses: charting without load.</source>
        <translation>Не удалось прочитать адреса рельсов: графики без нагрузки.</translation>
    </message>
    <message>
        <source>Load for the live charts</source>
        <translation>Нагрузка для графиков в реальном времени</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Остановлено.</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <source>Reset zoom</source>
        <translation>Сбросить масштаб</translation>
    </message>
    <message>
        <source>Time window</source>
        <translation>Окно времени</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n минута</numerusform>
            <numerusform>%n минуты</numerusform>
            <numerusform>%n минут</numerusform>
        </translation>
    </message>
    <message>
        <source>Rail whose lanes are charted</source>
        <translation>Рельс, линии которого показаны</translation>
    </message>
    <message>
        <source>Lanes to chart</source>
        <translation>Показываемые линии</translation>
    </message>
    <message>
        <source>All lanes</source>
        <translation>Все линии</translation>
    </message>
    <message>
        <source>Lane %1</source>
        <translation>Линия %1</translation>
    </message>
    <message>
        <source>Pause the charts</source>
        <translation>Приостановить графики</translation>
    </message>
    <message>
        <source>Freezes the charts; sampling continues and Resume jumps back to live.</source>
        <translation>Замораживает графики; сбор данных продолжается, а «Продолжить» возвращает к текущим данным.</translation>
    </message>
    <message>
        <source>Reset the zoom</source>
        <translation>Сбросить масштаб</translation>
    </message>
    <message>
        <source>Values under the mouse</source>
        <translation>Значения под указателем</translation>
    </message>
    <message>
        <source>Lanes of port %1 rail %2</source>
        <translation>Линии порта %1 рельса %2</translation>
    </message>
    <message>
        <source>lane %1</source>
        <translation>линия %1</translation>
    </message>
    <message>
        <source>Window:</source>
        <translation>Окно:</translation>
    </message>
    <message>
        <source>load stopped</source>
        <translation>нагрузка остановлена</translation>
    </message>
    <message>
        <source>load started</source>
        <translation>нагрузка запущена</translation>
    </message>
    <message numerus="yes">
        <source>Sampling %n node(s) every %1 ms; charts redraw up to %2 times a second.</source>
        <translation>
            <numerusform>Опрос %n узла каждые %1 мс; графики перерисовываются до %2 раз в секунду.</numerusform>
            <numerusform>Опрос %n узлов каждые %1 мс; графики перерисовываются до %2 раз в секунду.</numerusform>
            <numerusform>Опрос %n узлов каждые %1 мс; графики перерисовываются до %2 раз в секунду.</numerusform>
        </translation>
    </message>
    <message>
        <source>Paused: the charts show a frozen window.</source>
        <translation>Пауза: графики показывают замороженное окно.</translation>
    </message>
    <message>
        <source>link down, %1</source>
        <translation>линк упал, %1</translation>
    </message>
    <message>
        <source>link up, %1</source>
        <translation>линк поднялся, %1</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>Resume the live charts</source>
        <translation>Продолжить графики в реальном времени</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <source>At %1 s:</source>
        <translation>На %1 с:</translation>
    </message>
    <message>
        <source>lane %1, port %2 rail %3</source>
        <translation>линия %1, порт %2 рельс %3</translation>
    </message>
    <message>
        <source>errors/s (log)</source>
        <translation>ошибок/с (лог.)</translation>
    </message>
    <message>
        <source>%1 port %2 rail %3 rx</source>
        <translation>%1 порт %2 рельс %3 приём</translation>
    </message>
    <message>
        <source>%1 port %2 rail %3 tx</source>
        <translation>%1 порт %2 рельс %3 передача</translation>
    </message>
    <message>
        <source>the switch</source>
        <translation>коммутатор</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>пауза</translation>
    </message>
    <message>
        <source>now</source>
        <translation>сейчас</translation>
    </message>
    <message>
        <source>Load the cables (ib_write_bw)</source>
        <translation>Нагружать кабели (ib_write_bw)</translation>
    </message>
    <message>
        <source>Load every cable with ib_write_bw while charting. Without traffic the charts stay at zero; the load runs on both rails of every cable until you press Stop.</source>
        <translation>Нагружать каждый кабель через ib_write_bw во время построения графиков. Без трафика графики остаются на нуле; нагрузка идёт по обоим рельсам каждого кабеля, пока вы не нажмёте «Стоп».</translation>
    </message>
    <message>
        <source>Live charts</source>
        <translation>Графики в реальном времени</translation>
    </message>
    <message>
        <source>Every node&apos;s rails at a glance; click one for its node&apos;s throughput and error rates over time.</source>
        <translation>Все рельсы всех узлов на одном экране; щёлкните рельс, чтобы увидеть трафик и ошибки его узла во времени.</translation>
    </message>
    <message>
        <source>Throughput of each rail of one node, each way, with the node&apos;s 200 Gb/s limit, and the corrected-error rate of each rail and of each lane of one rail on a log scale (a healthy cable shows a small steady stream; one rail or lane far above the others is the warning sign). Dashed vertical lines mark link and load events. Pause to look back: the sampling goes on, and the time axis zooms with the mouse wheel or a dragged rectangle.</source>
        <translation>Пропускная способность каждого рельса одного узла в обе стороны с пределом узла 200 Гбит/с, а также частота исправленных ошибок каждого рельса и каждой линии одного рельса в логарифмическом масштабе (у исправного кабеля — небольшой ровный поток; рельс или линия намного выше остальных — тревожный признак). Пунктирные вертикальные линии отмечают события линка и нагрузки. Поставьте на паузу, чтобы посмотреть назад: сбор данных продолжается, а ось времени масштабируется колесом мыши или выделенным прямоугольником.</translation>
    </message>
    <message>
        <source>%1 on %2 is up again.</source>
        <translation>%1 на %2 снова поднят.</translation>
    </message>
    <message>
        <source>%1 on %2 went down just now.</source>
        <translation>%1 на %2 только что опустился.</translation>
    </message>
    <message>
        <source>Check the cable and the port; the Cabling page marks the cable it belongs to.</source>
        <translation>Проверьте кабель и порт; на странице «Кабели» отмечен кабель, к которому он относится.</translation>
    </message>
    <message>
        <source>Every node delivers samples again.</source>
        <translation>Все узлы снова присылают замеры.</translation>
    </message>
    <message>
        <source>No samples from %1; retrying.</source>
        <translation>Нет замеров от %1; повторяем попытки.</translation>
    </message>
</context>
<context>
    <name>railyard::ui::MainWindow</name>
    <message>
        <source>Railyard</source>
        <translation>Railyard</translation>
    </message>
    <message>
        <source>4. Apply configuration</source>
        <translation>4. Применение конфигурации</translation>
    </message>
    <message>
        <source>Not available in this build yet.</source>
        <translation>В этой сборке пока недоступно.</translation>
    </message>
    <message>
        <source>This step is not available in this build yet.</source>
        <translation>Этот шаг в этой сборке пока недоступен.</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Шаги</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;New cluster</source>
        <translation>&amp;Новый кластер</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>Could not open the project.</source>
        <translation>Не удалось открыть проект.</translation>
    </message>
    <message>
        <source>Open project</source>
        <translation>Открыть проект</translation>
    </message>
    <message>
        <source>Railyard projects (*.yaml *.yml)</source>
        <translation>Проекты Railyard (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Save project</source>
        <translation>Сохранить проект</translation>
    </message>
    <message>
        <source>demo: %1 (simulated, nothing is contacted)</source>
        <translation>демо: %1 (симуляция, ни к чему не подключается)</translation>
    </message>
    <message>
        <source>new cluster</source>
        <translation>новый кластер</translation>
    </message>
    <message>
        <source>Railyard — %1%2</source>
        <translation>Railyard — %1%2</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Старт</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Узлы</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>Топология</translation>
    </message>
    <message>
        <source>Cabling</source>
        <translation>Кабели</translation>
    </message>
    <message>
        <source>Address plan</source>
        <translation>План адресов</translation>
    </message>
    <message>
        <source>Tests</source>
        <translation>Тесты</translation>
    </message>
    <message>
        <source>Live charts</source>
        <translation>Графики в реальном времени</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Проблемы</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Отчёт</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <source>done</source>
        <translation>готово</translation>
    </message>
    <message>
        <source>done, with warnings</source>
        <translation>готово, с предупреждениями</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>ошибка</translation>
    </message>
</context>
<context>
    <name>railyard::ui::NodesPage</name>
    <message>
        <source>Add from SSH config</source>
        <translation>Добавить из конфигурации SSH</translation>
    </message>
    <message>
        <source>&amp;Add node</source>
        <translation>&amp;Добавить узел</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>&amp;Проверить соединение</translation>
    </message>
    <message>
        <source>Test &amp;all</source>
        <translation>Проверить &amp;все</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Адрес</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Пользователь</translation>
    </message>
    <message>
        <source>SSH port</source>
        <translation>Порт SSH</translation>
    </message>
    <message>
        <source>Sign-in</source>
        <translation>Вход</translation>
    </message>
    <message>
        <source>Key file</source>
        <translation>Файл ключа</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Узлы</translation>
    </message>
    <message>
        <source>Hosts in ~/.ssh/config</source>
        <translation>Хосты в ~/.ssh/config</translation>
    </message>
    <message>
        <source>Inventory</source>
        <translation>Инвентаризация</translation>
    </message>
    <message>
        <source>Inventory summary</source>
        <translation>Сводка инвентаризации</translation>
    </message>
    <message>
        <source>Connect to the selected node and read its inventory.</source>
        <translation>Подключиться к выбранному узлу и считать его инвентаризацию.</translation>
    </message>
    <message>
        <source>No hosts found in %1.</source>
        <translation>В %1 не найдено хостов.</translation>
    </message>
    <message>
        <source>A node called &quot;%1&quot; is already in the project.</source>
        <translation>Узел «%1» уже есть в проекте.</translation>
    </message>
    <message>
        <source>Demo: these nodes come from the scenario, and &quot;Test connection&quot; talks to the simulator. Nothing on your network is contacted.</source>
        <translation>Демо: эти узлы взяты из сценария, а «Проверить соединение» обращается к симулятору. К вашей сети никаких обращений нет.</translation>
    </message>
    <message>
        <source>Connections use SSH with the host key verified; passwords are never written to the project file.</source>
        <translation>Подключения идут по SSH с проверкой ключа хоста; пароли никогда не записываются в файл проекта.</translation>
    </message>
    <message>
        <source>not tested</source>
        <translation>не проверен</translation>
    </message>
    <message>
        <source>SSH agent</source>
        <translation>Агент SSH</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Пароль</translation>
    </message>
    <message>
        <source>Sign-in method</source>
        <translation>Способ входа</translation>
    </message>
    <message>
        <source>Password: asked when connecting; you can keep it in the system keychain.</source>
        <translation>Пароль: запрашивается при подключении; его можно хранить в системной связке ключей.</translation>
    </message>
    <message>
        <source>Row %1: a node needs a name.</source>
        <translation>Строка %1: у узла должно быть имя.</translation>
    </message>
    <message>
        <source>Row %1: the SSH port must be a number from 1 to 65535.</source>
        <translation>Строка %1: порт SSH должен быть числом от 1 до 65535.</translation>
    </message>
    <message>
        <source>connecting…</source>
        <translation>подключение…</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>подключён</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>не пройден</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>Not reachable</source>
        <translation>Недоступен</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>Модель: %1</translation>
    </message>
    <message>
        <source>Host name: %1</source>
        <translation>Имя хоста: %1</translation>
    </message>
    <message>
        <source>OS release: %1</source>
        <translation>Версия ОС: %1</translation>
    </message>
    <message>
        <source>Kernel: %1</source>
        <translation>Ядро: %1</translation>
    </message>
    <message>
        <source>ConnectX-7 firmware: %1</source>
        <translation>Прошивка ConnectX-7: %1</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>отсутствует</translation>
    </message>
    <message>
        <source>up, %1 Gb/s</source>
        <translation>поднят, %1 Гбит/с</translation>
    </message>
    <message>
        <source>up</source>
        <translation>поднят</translation>
    </message>
    <message>
        <source>down</source>
        <translation>опущен</translation>
    </message>
    <message>
        <source>Port %1: %2</source>
        <translation>Порт %1: %2</translation>
    </message>
    <message>
        <source>Management interface (never touched): %1</source>
        <translation>Интерфейс управления (никогда не затрагивается): %1</translation>
    </message>
    <message numerus="yes">
        <source>%n detail(s) could not be read</source>
        <translation>
            <numerusform>не удалось прочитать %n параметр</numerusform>
            <numerusform>не удалось прочитать %n параметра</numerusform>
            <numerusform>не удалось прочитать %n параметров</numerusform>
        </translation>
    </message>
    <message>
        <source>Read the cluster as it is</source>
        <translation>Прочитать кластер как есть</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>For a cluster another tool or a person already set up: read every node&apos;s netplan files, addresses and cabling, name the topology and who configured it, and diagnose it. Nothing is changed.</source>
        <translation>Для кластера, который уже настроил другой инструмент или человек: прочитать файлы netplan, адреса и кабели каждого узла, назвать топологию и того, кто её настроил, и диагностировать. Ничего не меняется.</translation>
    </message>
    <message>
        <source>Add the nodes of the existing cluster and test them, then press &quot;Read the cluster as it is&quot;.</source>
        <translation>Добавьте узлы существующего кластера и проверьте их, затем нажмите «Прочитать кластер как есть».</translation>
    </message>
    <message>
        <source>Add the cluster&apos;s nodes first.</source>
        <translation>Сначала добавьте узлы кластера.</translation>
    </message>
    <message>
        <source>Found: %1 (%2).</source>
        <translation>Найдено: %1 (%2).</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>%1: not reachable: %2</source>
        <translation>%1: недоступен: %2</translation>
    </message>
    <message numerus="yes">
        <source>Read the cluster as it is: %n finding(s).</source>
        <translation>
            <numerusform>Кластер прочитан как есть: %n проблема.</numerusform>
            <numerusform>Кластер прочитан как есть: %n проблемы.</numerusform>
            <numerusform>Кластер прочитан как есть: %n проблем.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the cluster was cancelled; nothing was changed.</source>
        <translation>Чтение кластера отменено; ничего не изменено.</translation>
    </message>
    <message>
        <source>The Sparks of the cluster and how Railyard reaches them.</source>
        <translation>Spark кластера и то, как Railyard к ним подключается.</translation>
    </message>
    <message>
        <source>Every Spark of the cluster and how Railyard reaches it over the management network. &quot;Test connection&quot; signs in, checks the host key and reads what the node has, without changing anything.</source>
        <translation>Все Spark кластера и то, как Railyard подключается к ним по сети управления. «Проверить соединение» выполняет вход, проверяет ключ хоста и считывает сведения об узле, ничего не меняя.</translation>
    </message>
    <message>
        <source>This machine (%1): read and changed directly, without SSH; root work asks for your password through polkit.</source>
        <translation>Этот компьютер (%1): читается и изменяется напрямую, без SSH; для действий от root пароль запрашивается через polkit.</translation>
    </message>
    <message>
        <source>This machine is not reached over SSH.</source>
        <translation>К этому компьютеру подключение по SSH не выполняется.</translation>
    </message>
    <message>
        <source>%1 is this machine (%2): it is read and changed directly, without SSH.</source>
        <translation>%1 — этот компьютер (%2): он читается и изменяется напрямую, без SSH.</translation>
    </message>
</context>
<context>
    <name>railyard::ui::ReportPage</name>
    <message>
        <source>&amp;Redact user names and addresses</source>
        <translation>&amp;Скрыть имена пользователей и адреса</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>&amp;Экспорт в PDF…</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Вердикт</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <source>Paper size</source>
        <translation>Размер бумаги</translation>
    </message>
    <message>
        <source>For a report you share: SSH user names and IP addresses are masked.</source>
        <translation>Для отчёта, которым вы делитесь: имена пользователей SSH и IP-адреса маскируются.</translation>
    </message>
    <message>
        <source>Export progress</source>
        <translation>Ход экспорта</translation>
    </message>
    <message>
        <source>&amp;Paper size:</source>
        <translation>&amp;Размер бумаги:</translation>
    </message>
    <message>
        <source>No findings yet. Run discovery on the Cabling page and the tests first for a complete report.</source>
        <translation>Находок пока нет. Для полного отчёта сначала запустите обнаружение на странице «Кабели» и тесты.</translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s): </source>
        <translation>
            <numerusform>%n находка: </numerusform>
            <numerusform>%n находки: </numerusform>
            <numerusform>%n находок: </numerusform>
        </translation>
    </message>
    <message>
        <source>%1 error(s), %2 warning(s).</source>
        <translation>ошибок: %1, предупреждений: %2.</translation>
    </message>
    <message>
        <source>Railyard report: demo %1 (simulated)</source>
        <translation>Отчёт Railyard: демо %1 (симуляция)</translation>
    </message>
    <message>
        <source>Railyard report</source>
        <translation>Отчёт Railyard</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Экспорт отчёта</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>Запись %1…</translation>
    </message>
    <message>
        <source>Report written to %1.</source>
        <translation>Отчёт записан в %1.</translation>
    </message>
    <message>
        <source>Could not write the report to %1.</source>
        <translation>Не удалось записать отчёт в %1.</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Отчёт</translation>
    </message>
    <message>
        <source>A PDF of the whole session for yourself or for vendor support.</source>
        <translation>PDF всей сессии для себя или для поддержки производителя.</translation>
    </message>
    <message>
        <source>A PDF for yourself or for vendor support: the verdict, the cluster, the cabling diagram, the address plan, every result and finding with its fix, and the log of every command that ran. Passwords are never in it.</source>
        <translation>PDF для себя или для поддержки производителя: вердикт, кластер, схема кабелей, план адресов, все результаты и находки с исправлениями и журнал всех выполненных команд. Пароли в него никогда не попадают.</translation>
    </message>
    <message>
        <source>Report written to %1; its command log to %2.</source>
        <translation>Отчёт записан в %1, его журнал команд — в %2.</translation>
    </message>
</context>
<context>
    <name>railyard::ui::ResultCharts</name>
    <message>
        <source>Result charts</source>
        <translation>Графики результатов</translation>
    </message>
    <message>
        <source>The charts appear here as the tests finish.</source>
        <translation>Графики появятся здесь по мере завершения тестов.</translation>
    </message>
</context>
<context>
    <name>railyard::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>The language changes the next time Railyard starts.</source>
        <translation>Язык сменится при следующем запуске Railyard.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Язык:</translation>
    </message>
</context>
<context>
    <name>railyard::ui::StartPage</name>
    <message>
        <source>&lt;h1&gt;Railyard&lt;/h1&gt;&lt;p&gt;Turn two or more Sparks into a working cluster, and prove that it works.&lt;/p&gt;</source>
        <translation>&lt;h1&gt;Railyard&lt;/h1&gt;&lt;p&gt;Превратите два или более Spark в работающий кластер — и докажите, что он работает.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>New cluster…</source>
        <translation>Новый кластер…</translation>
    </message>
    <message>
        <source>Open railyard.yaml…</source>
        <translation>Открыть railyard.yaml…</translation>
    </message>
    <message>
        <source>Start the demo</source>
        <translation>Запустить демо</translation>
    </message>
    <message>
        <source>Describe your nodes and how they are cabled.</source>
        <translation>Опишите свои узлы и то, как они соединены кабелями.</translation>
    </message>
    <message>
        <source>Open a project file saved earlier.</source>
        <translation>Открыть сохранённый ранее файл проекта.</translation>
    </message>
    <message>
        <source>A simulated cluster with realistic faults to find; nothing is contacted.</source>
        <translation>Симулированный кластер с реалистичными неисправностями, которые нужно найти; ни к чему не подключается.</translation>
    </message>
    <message>
        <source>Demo</source>
        <translation>Демо</translation>
    </message>
    <message>
        <source>Scenario:</source>
        <translation>Сценарий:</translation>
    </message>
    <message>
        <source>Recent projects</source>
        <translation>Недавние проекты</translation>
    </message>
    <message>
        <source>Open an existing cluster…</source>
        <translation>Открыть существующий кластер…</translation>
    </message>
    <message>
        <source>Sparks already cabled and configured (by NVIDIA&apos;s tools, scripts or by hand): add their nodes, and Railyard reads the cluster as it is and diagnoses it.</source>
        <translation>Spark уже соединены и настроены (инструментами NVIDIA, скриптами или вручную): добавьте их узлы, и Railyard прочитает кластер как есть и диагностирует его.</translation>
    </message>
</context>
<context>
    <name>railyard::ui::TestsPage</name>
    <message>
        <source>RDMA bandwidth and latency per rail and cable</source>
        <translation>Пропускная способность и задержка RDMA по рельсам и кабелям</translation>
    </message>
    <message>
        <source>Loopback per node (card health, no cable)</source>
        <translation>Петлевой (loopback) тест по узлам (исправность карты, без кабеля)</translation>
    </message>
    <message>
        <source>NCCL all_gather and all_reduce</source>
        <translation>NCCL all_gather и all_reduce</translation>
    </message>
    <message>
        <source>Run tests</source>
        <translation>Запустить тесты</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Test progress</source>
        <translation>Ход тестов</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Тест</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>Объект</translation>
    </message>
    <message>
        <source>Rail 1</source>
        <translation>Рельс 1</translation>
    </message>
    <message>
        <source>Rail 2</source>
        <translation>Рельс 2</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Всего</translation>
    </message>
    <message>
        <source>% of 200 Gb/s</source>
        <translation>% от 200 Гбит/с</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Примечания</translation>
    </message>
    <message>
        <source>Test results</source>
        <translation>Результаты тестов</translation>
    </message>
    <message>
        <source>Stopped: the cluster was replaced.</source>
        <translation>Остановлено: кластер был заменён.</translation>
    </message>
    <message>
        <source>Choose at least one test.</source>
        <translation>Выберите хотя бы один тест.</translation>
    </message>
    <message>
        <source>Reading the rail addresses of every node…</source>
        <translation>Читаем адреса рельсов каждого узла…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Отменено.</translation>
    </message>
    <message>
        <source>Cancelling: stopping the running commands and cleaning up…</source>
        <translation>Отмена: останавливаем выполняющиеся команды и выполняем очистку…</translation>
    </message>
    <message>
        <source>All tests finished. The findings are on the Findings step.</source>
        <translation>Все тесты завершены. Проблемы — на шаге «Проблемы».</translation>
    </message>
    <message>
        <source>RDMA bandwidth: ib_write_bw over both rails of every cable…</source>
        <translation>Пропускная способность RDMA: ib_write_bw по обоим рельсам каждого кабеля…</translation>
    </message>
    <message>
        <source>Loopback: ib_write_bw with both ends on each node…</source>
        <translation>Петлевой тест: ib_write_bw с обоими концами на каждом узле…</translation>
    </message>
    <message>
        <source>NCCL: all_gather_perf and all_reduce_perf through mpirun…</source>
        <translation>NCCL: all_gather_perf и all_reduce_perf через mpirun…</translation>
    </message>
    <message>
        <source>RDMA</source>
        <translation>RDMA</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>н/д</translation>
    </message>
    <message>
        <source>only one rail carried traffic</source>
        <translation>трафик шёл только по одному рельсу</translation>
    </message>
    <message>
        <source>far below the 185-190 Gb/s of a healthy cable</source>
        <translation>намного ниже 185–190 Гбит/с исправного кабеля</translation>
    </message>
    <message>
        <source>one rail alone: %1 (separate run)</source>
        <translation>один рельс отдельно: %1 (отдельный запуск)</translation>
    </message>
    <message>
        <source>latency rail %1: %2 us</source>
        <translation>задержка, рельс %1: %2 мкс</translation>
    </message>
    <message>
        <source>Loopback</source>
        <translation>Петлевой тест</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>не пройден</translation>
    </message>
    <message>
        <source>card healthy</source>
        <translation>карта исправна</translation>
    </message>
    <message>
        <source>card THROTTLED</source>
        <translation>карта в режиме ОГРАНИЧЕНИЯ (throttled)</translation>
    </message>
    <message>
        <source>card below normal</source>
        <translation>карта ниже нормы</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>нет результата</translation>
    </message>
    <message>
        <source>no RDMA device named</source>
        <translation>не указано ни одно RDMA-устройство</translation>
    </message>
    <message>
        <source>HCAs: %1</source>
        <translation>HCA: %1</translation>
    </message>
    <message>
        <source>one device only: one rail, half speed</source>
        <translation>только одно устройство: один рельс, половина скорости</translation>
    </message>
    <message>
        <source>fell back to sockets (TCP)</source>
        <translation>откат на сокеты (TCP)</translation>
    </message>
    <message>
        <source>busbw %1 GB/s (peak %2)</source>
        <translation>busbw %1 ГБ/с (пик %2)</translation>
    </message>
    <message>
        <source>NCCL</source>
        <translation>NCCL</translation>
    </message>
    <message>
        <source>Could not read the rail addresses: %1</source>
        <translation>Не удалось прочитать адреса рейлов: %1</translation>
    </message>
    <message>
        <source>A failing cable often shows only once the GPUs are hot: one lane&apos;s errors run away minutes before the link drops. An idle-GPU test misses it.</source>
        <translation>Неисправный кабель часто проявляется только после прогрева GPU: ошибки одной линии резко растут за несколько минут до потери связи. Тест с простаивающими GPU этого не увидит.</translation>
    </message>
    <message>
        <source>Cable to soak</source>
        <translation>Кабель для прогона</translation>
    </message>
    <message>
        <source>Soak duration</source>
        <translation>Длительность прогона</translation>
    </message>
    <message>
        <source> min</source>
        <translation> мин</translation>
    </message>
    <message>
        <source>Lane %1 of %2 on %3 runs at %4 errors/s, far above the other lanes: the cable is failing. The soak goes on to see whether the link drops.</source>
        <translation>Линия %1 интерфейса %2 на %3 даёт %4 ошибок/с — намного больше остальных линий: кабель выходит из строя. Прогон продолжается, чтобы увидеть, пропадёт ли связь.</translation>
    </message>
    <message numerus="yes">
        <source>Soak: %1 under full load for %n minute(s)…</source>
        <translation>
            <numerusform>Прогон: %1 под полной нагрузкой в течение %n минуты…</numerusform>
            <numerusform>Прогон: %1 под полной нагрузкой в течение %n минут…</numerusform>
            <numerusform>Прогон: %1 под полной нагрузкой в течение %n минут…</numerusform>
        </translation>
    </message>
    <message>
        <source>passed</source>
        <translation>пройден</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>НЕ ПРОЙДЕН</translation>
    </message>
    <message numerus="yes">
        <source>%n sample(s)</source>
        <translation>
            <numerusform>%n замер</numerusform>
            <numerusform>%n замера</numerusform>
            <numerusform>%n замеров</numerusform>
        </translation>
    </message>
    <message>
        <source>module up to %1 °C</source>
        <translation>модуль до %1 °C</translation>
    </message>
    <message>
        <source>lane %1 of %2 on %3 at %4 errors/s after %5 s</source>
        <translation>линия %1 интерфейса %2 на %3: %4 ошибок/с через %5 с</translation>
    </message>
    <message>
        <source>link of %1 on %2 dropped after %3 s</source>
        <translation>связь %1 на %2 пропала через %3 с</translation>
    </message>
    <message>
        <source>Soak</source>
        <translation>Прогон</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Таблица</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Графики</translation>
    </message>
    <message>
        <source>Soak one cable under full load, every lane watched</source>
        <translation>Прогон одного кабеля под полной нагрузкой с контролем каждой линии</translation>
    </message>
    <message>
        <source>Verify and test</source>
        <translation>Проверка и тесты</translation>
    </message>
    <message>
        <source>Measure every card, cable and collective against what a healthy cluster gives.</source>
        <translation>Измерить каждую карту, кабель и коллективную операцию и сравнить с исправным кластером.</translation>
    </message>
    <message>
        <source>One cable reaches about 185-190 Gb/s only when both of its rails carry traffic at the same time; the loopback test shows whether a card is throttled (~13 Gb/s instead of ~106 Gb/s); NCCL must name both RDMA devices of the cabled port.</source>
        <translation>Один кабель достигает примерно 185–190 Гбит/с, только когда оба его рельса передают трафик одновременно; петлевой (loopback) тест показывает, работает ли карта в режиме ограничения (throttled) (~13 Гбит/с вместо ~106 Гбит/с); в NCCL должны быть указаны оба RDMA-устройства подключённого порта.</translation>
    </message>
</context>
<context>
    <name>railyard::ui::TopologyPage</name>
    <message>
        <source>Port 0 (next to the RJ-45)</source>
        <translation>Порт 0 (рядом с RJ-45)</translation>
    </message>
    <message>
        <source>Port 1</source>
        <translation>Порт 1</translation>
    </message>
    <message>
        <source>recommended</source>
        <translation>рекомендуется</translation>
    </message>
    <message>
        <source>e.g. 192.168.1.0/24, 10.8.0.0/16 (your LAN and VPN)</source>
        <translation>например, 192.168.1.0/24, 10.8.0.0/16 (ваши LAN и VPN)</translation>
    </message>
    <message>
        <source>Topology:</source>
        <translation>Топология:</translation>
    </message>
    <message>
        <source>Port (direct and switch):</source>
        <translation>Порт (для direct и switch):</translation>
    </message>
    <message>
        <source>MTU:</source>
        <translation>MTU:</translation>
    </message>
    <message>
        <source>Subnet pool:</source>
        <translation>Пул подсетей:</translation>
    </message>
    <message>
        <source>Avoid:</source>
        <translation>Исключить:</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Management address</source>
        <translation>Адрес управления</translation>
    </message>
    <message>
        <source>SSH user</source>
        <translation>Пользователь SSH</translation>
    </message>
    <message>
        <source>Add node</source>
        <translation>Добавить узел</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Вверх</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Вниз</translation>
    </message>
    <message>
        <source>Address plan</source>
        <translation>План адресов</translation>
    </message>
    <message>
        <source>Address plan:</source>
        <translation>План адресов:</translation>
    </message>
    <message>
        <source>Row %1: &apos;%2&apos; is not a valid node name (letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;).</source>
        <translation>Строка %1: «%2» — недопустимое имя узла (буквы, цифры, «.», «_» и «-»).</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not an IP address or host name.</source>
        <translation>%1: «%2» — не IP-адрес и не имя хоста.</translation>
    </message>
    <message>
        <source>Topology and nodes</source>
        <translation>Топология и узлы</translation>
    </message>
    <message>
        <source>How the Sparks are cabled, listed in cabling order.</source>
        <translation>Как соединены Spark, в порядке прокладки кабелей.</translation>
    </message>
    <message>
        <source>Choose how the Sparks are cabled and list them in cabling order: in a triangle or ring, port 0 of each node goes to port 1 of the next.</source>
        <translation>Выберите, как соединены Spark, и перечислите их в порядке подключения кабелей: в треугольнике или кольце порт 0 каждого узла подключается к порту 1 следующего.</translation>
    </message>
</context>
<context>
    <name>railyard::util::BoundedFile</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>is a symbolic link; it is not followed</source>
        <translation>— символическая ссылка; по ней не переходим</translation>
    </message>
    <message>
        <source>is not a regular file</source>
        <translation>— не обычный файл</translation>
    </message>
    <message>
        <source>is larger than %1 bytes</source>
        <translation>больше %1 байт</translation>
    </message>
</context>
</TS>
