// A thread_group's thread_rank() and size() are unsigned long long:
// printed with %d they get #181 (a thread_block's are unsigned int),
// also through `namespace cg = cooperative_groups;`.
#include <cstdio>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void k() {
    cg::thread_block g = cg::this_thread_block();
    cg::thread_group tile = cg::tiled_partition(g, 16);
    printf("%d\n", tile.thread_rank());
    printf("%d\n", g.thread_rank());
    printf("%d\n", tile.size());
    auto t4 = cg::tiled_partition<4>(g);
    printf("%d\n", t4.thread_rank());
}
