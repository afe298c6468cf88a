// SPDX-License-Identifier: GPL-3.0-or-later
#include "clusterdocument.h"

#include "model/projectfile.h"

namespace railyard::ui {

ClusterDocument::ClusterDocument(QObject *parent) : QObject(parent)
{
    m_cluster = exampleCluster();
}

model::Cluster ClusterDocument::exampleCluster()
{
    model::Cluster c;
    c.topology = model::Topology::Direct;
    // 192.0.2.0/24 is documentation space: a placeholder the user replaces.
    c.nodes = {
        model::Node{QStringLiteral("spark-1"), QStringLiteral("192.0.2.11"), QString(), 22, QString()},
        model::Node{QStringLiteral("spark-2"), QStringLiteral("192.0.2.12"), QString(), 22, QString()}};
    return c;
}

void ClusterDocument::setCluster(const model::Cluster &cluster)
{
    if (cluster == m_cluster)
        return;
    m_cluster = cluster;
    m_modified = true;
    Q_EMIT changed();
}

Result<void> ClusterDocument::load(const QString &path)
{
    auto loaded = model::ProjectFile::load(path);
    if (!loaded)
        return loaded.error();
    m_cluster = *loaded;
    m_path = path;
    m_demoScenario.clear();
    m_modified = false;
    Q_EMIT changed();
    return {};
}

Result<void> ClusterDocument::save(const QString &path)
{
    if (auto saved = model::ProjectFile::save(m_cluster, path); !saved)
        return saved;
    m_path = path;
    m_modified = false;
    Q_EMIT changed();
    return {};
}

void ClusterDocument::startDemo(const QString &scenario, const model::Cluster &cluster)
{
    m_cluster = cluster;
    m_demoScenario = scenario;
    m_path.clear();
    m_modified = false;
    Q_EMIT changed();
}

void ClusterDocument::newCluster(bool withExample)
{
    m_cluster = withExample ? exampleCluster() : model::Cluster();
    m_path.clear();
    m_demoScenario.clear();
    m_modified = false;
    Q_EMIT changed();
}

} // namespace railyard::ui
