#define TESTING
#define LIMIT 2
