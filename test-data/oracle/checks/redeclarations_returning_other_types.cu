// A redeclaration that returns another type declares nothing: calls see
// the first declaration alone (its return type and its space)
struct HostResult {};
struct DeviceResult {};
__device__ DeviceResult pick() { return DeviceResult(); }
__host__ HostResult pick() { return HostResult(); }

__device__ int twice(int x) { return 2 * x; }
__host__ long twice(int x) { return 2 * x; }

int count();
float count();

void host_caller() {
  HostResult r = pick();
  long t = twice(3);
  float c = count();
  (void)r; (void)t; (void)c;
}
__device__ void device_caller() {
  DeviceResult d = pick();
  int t = twice(3);
  (void)d; (void)t;
}
