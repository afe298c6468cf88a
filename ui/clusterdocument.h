// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/cluster.h"
#include "util/result.h"

#include <QObject>

namespace railyard::ui {

// The cluster the wizard is working on, shared by every page.
class ClusterDocument : public QObject
{
    Q_OBJECT
public:
    explicit ClusterDocument(QObject *parent = nullptr);

    const model::Cluster &cluster() const { return m_cluster; }
    void setCluster(const model::Cluster &cluster);
    QString filePath() const { return m_path; }
    QString demoScenario() const { return m_demoScenario; }
    bool isDemo() const { return !m_demoScenario.isEmpty(); }
    bool isModified() const { return m_modified; }

    Result<void> load(const QString &path);
    Result<void> save(const QString &path);
    void startDemo(const QString &scenario, const model::Cluster &cluster);
    // withExample false: no nodes at all (adopting a cluster starts by adding its nodes).
    void newCluster(bool withExample = true);

    static model::Cluster exampleCluster();

Q_SIGNALS:
    void changed();

private:
    model::Cluster m_cluster;
    QString m_path;
    QString m_demoScenario;
    bool m_modified = false;
};

} // namespace railyard::ui
