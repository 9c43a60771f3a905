// Host variables read in device code are named by their full paths (an
// unnamed namespace as <unnamed>, and _NV_ANON_NAMESPACE in cicc's
// "undefined" message); a static data member is a "member"; binding a
// reference takes the address; elements of const arrays may be read.
namespace grid_cfg { int rows; __device__ int cols;
__device__ int read_rows() { return rows; }
int read_cols() { return cols; }
}
__device__ int read_qualified() { return grid_cfg::rows; }
namespace { int hidden_count; }
__device__ int read_hidden() { return hidden_count; }
struct Settings { static int level; };
int Settings::level = 2;
__device__ int read_member() { return Settings::level; }
const int weights[] = {1, 2, 3};
__device__ int read_weight(int i) { return weights[i]; }
int plain_total;
__shared__ int tile_sum;
__device__ int bound_ref() { int &r = plain_total; return r; }
__host__ __device__ int bound_shared() { int &s = tile_sum; return s; }
