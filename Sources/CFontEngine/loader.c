#include "shim.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

/* The loaders of shim.h: each library is opened once, with every function it must provide
   resolved before any is published, so a table is either complete or all null. pthread_once makes
   the first caller do the work and every other caller wait for it and see its result. The
   libraries stay open for the life of the process (HarfBuzz keeps FreeType faces it was handed,
   and fontconfig's caches live until FcFini), so nothing is ever closed. */

struct cfe_freetype_functions cfe_freetype;
struct cfe_harfbuzz_functions cfe_harfbuzz;
struct cfe_fontconfig_functions cfe_fontconfig;

/* A failure: the SONAME that could not be used and the dynamic linker's message, kept for the
   life of the process. */
struct stored_failure {
  cfe_load_failure failure;
  char reason[512];
};

/* Opens a library by SONAME. RTLD_NOW resolves its own dependencies at once, so a broken install
   fails here rather than at some later call; RTLD_LOCAL keeps its symbols out of the global
   namespace, where they could bind other libraries' references. Returns NULL with the message in
   `reason` on failure. */
static void *open_library(const char *soname, char *reason, size_t capacity) {
  void *handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
  if (handle == NULL) {
    const char *message = dlerror();
    snprintf(reason, capacity, "%s", message != NULL ? message : "dlopen failed");
  }
  return handle;
}

/* Resolves one function into `slot`, the address of a function pointer. Returns 0, or -1 with
   the message in `reason`. */
static int resolve(void *handle, const char *name, void *slot, char *reason, size_t capacity) {
  dlerror();
  void *symbol = dlsym(handle, name);
  if (symbol == NULL) {
    const char *message = dlerror();
    snprintf(reason, capacity, "%s", message != NULL ? message : name);
    return -1;
  }
  /* POSIX guarantees a data pointer from dlsym converts to a function pointer; memcpy says so
     without a cast ISO C does not define. */
  memcpy(slot, &symbol, sizeof symbol);
  return 0;
}

/* Replaces newlines, so a message is always one line. */
static void one_line(char *text) {
  for (char *character = text; *character != '\0'; character++) {
    if (*character == '\n' || *character == '\r') *character = ' ';
  }
}

/* Resolves every function of a list from `handle` into the local table `functions`; returns -1
   from the enclosing function on the first that is missing. */
#define CFE_RESOLVE(name)                                                                          \
  if (resolve(handle, #name, &functions.name, stored->reason, sizeof stored->reason) != 0) {     \
    return -1;                                                                                     \
  }

/* Opens FreeType and resolves its functions into cfe_freetype. */
static int load_freetype(struct stored_failure *stored) {
  stored->failure.library = CFE_FREETYPE_SONAME;
  void *handle = open_library(CFE_FREETYPE_SONAME, stored->reason, sizeof stored->reason);
  if (handle == NULL) return -1;
  struct cfe_freetype_functions functions;
  CFE_FREETYPE_FUNCTIONS(CFE_RESOLVE)
  cfe_freetype = functions;
  return 0;
}

/* Opens HarfBuzz and resolves its functions into cfe_harfbuzz. */
static int load_harfbuzz(struct stored_failure *stored) {
  stored->failure.library = CFE_HARFBUZZ_SONAME;
  void *handle = open_library(CFE_HARFBUZZ_SONAME, stored->reason, sizeof stored->reason);
  if (handle == NULL) return -1;
  struct cfe_harfbuzz_functions functions;
  CFE_HARFBUZZ_FUNCTIONS(CFE_RESOLVE)
  cfe_harfbuzz = functions;
  return 0;
}

/* Opens fontconfig and resolves its functions into cfe_fontconfig. */
static int load_fontconfig(struct stored_failure *stored) {
  stored->failure.library = CFE_FONTCONFIG_SONAME;
  void *handle = open_library(CFE_FONTCONFIG_SONAME, stored->reason, sizeof stored->reason);
  if (handle == NULL) return -1;
  struct cfe_fontconfig_functions functions;
  CFE_FONTCONFIG_FUNCTIONS(CFE_RESOLVE)
  cfe_fontconfig = functions;
  return 0;
}

#undef CFE_RESOLVE

/* FreeType and HarfBuzz */

static pthread_once_t engine_once = PTHREAD_ONCE_INIT;
static struct stored_failure engine_failure;
static const cfe_load_failure *engine_result;

static void load_engine(void) {
  /* HarfBuzz's FreeType functions are handed faces of the FreeType opened here; HarfBuzz's own
     dependency on libfreetype.so.6 resolves to this same loaded library. */
  if (load_freetype(&engine_failure) != 0 || load_harfbuzz(&engine_failure) != 0) {
    one_line(engine_failure.reason);
    engine_failure.failure.reason = engine_failure.reason;
    engine_result = &engine_failure.failure;
  }
}

const cfe_load_failure *cfe_load_freetype_harfbuzz(void) {
  pthread_once(&engine_once, load_engine);
  return engine_result;
}

/* fontconfig */

static pthread_once_t fontconfig_once = PTHREAD_ONCE_INIT;
static struct stored_failure fontconfig_failure;
static const cfe_load_failure *fontconfig_result;

static void load_fontconfig_once(void) {
  if (load_fontconfig(&fontconfig_failure) != 0) {
    one_line(fontconfig_failure.reason);
    fontconfig_failure.failure.reason = fontconfig_failure.reason;
    fontconfig_result = &fontconfig_failure.failure;
  }
}

const cfe_load_failure *cfe_load_fontconfig(void) {
  pthread_once(&fontconfig_once, load_fontconfig_once);
  return fontconfig_result;
}

/* Probing */

int cfe_probe_library(const char *soname, const char *symbol, char *reason, size_t capacity) {
  void *handle = open_library(soname, reason, capacity);
  if (handle == NULL) {
    one_line(reason);
    return -1;
  }
  void *resolved = NULL;
  int status = resolve(handle, symbol, &resolved, reason, capacity);
  if (status != 0) one_line(reason);
  dlclose(handle);
  return status;
}
